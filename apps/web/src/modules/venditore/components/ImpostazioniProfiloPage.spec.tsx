import { MESSAGGI, MESSAGGI_MEDIA, MESSAGGI_PROFILO, ORARI_DEFAULT } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { inviaImmagine, statoImmagine } from '../../../lib/uploads/invia-immagine';
import { createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import type { ProfiloVenditoreSalvato } from '../api/profilo-venditore.query';

jest.mock('../../../lib/uploads/invia-immagine', () => ({ inviaImmagine: jest.fn(), statoImmagine: jest.fn() }));

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const immagine = (nome: string, byte: number[], dimensione?: number) => {
  const file = new File([new Uint8Array(byte)], nome, { type: byte === PNG ? 'image/png' : 'image/jpeg' });
  if (dimensione !== undefined) Object.defineProperty(file, 'size', { value: dimensione });
  return file;
};
const LOGO_SALVATO = '00000000-0000-4000-8000-00000000000a.png';
const NUOVO_BANNER = '00000000-0000-4000-8000-00000000000b.jpg';
const NUOVO_LOGO = '00000000-0000-4000-8000-00000000000c.png';

beforeAll(() => {
  // jsdom has no blob URLs; the preview only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:anteprima');
  URL.revokeObjectURL = jest.fn();
});

const venditore = utenteDemo({ ruolo: 'venditore', email: 'mario@demolizioni.it', nome: 'Mario Rossi' });

const profiloDemo = (override: Partial<ProfiloVenditoreSalvato> = {}): ProfiloVenditoreSalvato => ({
  ...venditore,
  telefono: '051 123456',
  nomeAttivita: 'Autodemolizioni Rossi',
  partitaIva: '12345678903',
  iban: 'IT60X0542811101000000123456',
  descrizione: 'Ricambi garantiti dal 1985.',
  orari: ORARI_DEFAULT,
  indirizzo: 'Via Emilia 10',
  citta: 'Bologna',
  cap: '40121',
  provincia: 'BO',
  ...override,
});

const venditoreLoggato = (extra: Parameters<typeof createFakeGateway>[0] = {}) =>
  createFakeGateway({
    RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: venditore } } }),
    SaldoGettoni: () => ({ data: { saldoGettoni: 5 } }),
    MioProfilo: () => ({ data: { utenteCorrente: profiloDemo() } }),
    ...extra,
  });

const giorno = (nome: string) => within(screen.getByRole('group', { name: nome }));

describe('seller profile settings', () => {
  it('shows a skeleton, then every section prefilled from the profile', async () => {
    let rispondi: (profilo: ProfiloVenditoreSalvato) => void = () => undefined;
    const gateway = venditoreLoggato({
      MioProfilo: () => new Promise((resolve) => (rispondi = (me) => resolve({ data: { utenteCorrente: me } }))),
    });
    renderApp('/venditore/profilo', gateway.fetch);
    expect(await screen.findByTestId('scheletro-profilo')).toBeInTheDocument();
    await waitFor(() => expect(gateway.chiamate.some((c) => c.operazione === 'MioProfilo')).toBe(true));
    rispondi(profiloDemo());

    expect(await screen.findByLabelText('Nome e Cognome')).toHaveValue('Mario Rossi');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('mario@demolizioni.it');
    expect(email).toBeDisabled();
    expect(screen.getByLabelText('Telefono')).toHaveValue('051 123456');
    expect(screen.getByLabelText('Nome Attività')).toHaveValue('Autodemolizioni Rossi');
    expect(screen.getByLabelText('Partita IVA')).toHaveValue('12345678903');
    expect(screen.getByLabelText('IBAN')).toHaveValue('IT60X0542811101000000123456');
    expect(screen.getByLabelText('Descrizione Attività')).toHaveValue('Ricambi garantiti dal 1985.');
    expect(screen.getByLabelText('Descrizione Attività')).toHaveAttribute('rows', '4');
    expect(giorno('Lunedì').getByLabelText('Chiusura')).toHaveValue('18:00');
    expect(giorno('Sabato').getByLabelText('Chiusura')).toHaveValue('12:00');
    expect(giorno('Domenica').getByLabelText('Chiuso')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Indirizzo' })).toHaveValue('Via Emilia 10');
    expect(screen.getByLabelText('Città')).toHaveValue('Bologna');
    expect(screen.getByLabelText('CAP')).toHaveValue('40121');
    expect(screen.getByLabelText('Provincia')).toHaveValue('BO');
    expect(screen.queryByTestId('scheletro-profilo')).not.toBeInTheDocument();
  });

  it('shows every docs/rules.md §6 message under its field and sends nothing', async () => {
    const gateway = venditoreLoggato();
    const { user } = renderApp('/venditore/profilo', gateway.fetch);
    await user.clear(await screen.findByLabelText('Nome e Cognome'));
    await user.clear(screen.getByLabelText('Nome Attività'));
    await user.clear(screen.getByLabelText('Partita IVA'));
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'IT60 X054 2811');
    await user.clear(screen.getByLabelText('CAP'));
    await user.type(screen.getByLabelText('CAP'), '401');
    await user.clear(giorno('Martedì').getByLabelText('Chiusura'));
    await user.type(giorno('Martedì').getByLabelText('Chiusura'), '07:30');
    await user.click(screen.getByRole('button', { name: /Salva Modifiche/ }));

    await waitFor(() => expect(screen.getByLabelText('Nome e Cognome')).toHaveAccessibleDescription(MESSAGGI.validazione.nomeObbligatorio));
    expect(screen.getByLabelText('Nome Attività')).toHaveAccessibleDescription('Nome attività è obbligatorio');
    expect(screen.getByLabelText('Partita IVA')).toHaveAccessibleDescription('Partita IVA è obbligatoria');
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('IBAN non valido');
    expect(screen.getByLabelText('CAP')).toHaveAccessibleDescription('CAP non valido');
    expect(giorno('Martedì').getByLabelText('Chiusura')).toHaveAccessibleDescription(MESSAGGI_PROFILO.orario);
    expect(giorno('Lunedì').getByLabelText('Chiusura')).not.toHaveAccessibleDescription(MESSAGGI_PROFILO.orario);
    expect(gateway.chiamate.some((c) => c.operazione === 'AggiornaProfiloVenditore')).toBe(false);
  });

  it('disables the times of a closed day and enables them when it opens', async () => {
    const { user } = renderApp('/venditore/profilo', venditoreLoggato().fetch);
    await screen.findByLabelText('Nome e Cognome');
    expect(giorno('Domenica').getByLabelText('Apertura')).toBeDisabled();
    expect(giorno('Domenica').getByLabelText('Chiusura')).toBeDisabled();
    expect(giorno('Lunedì').getByLabelText('Apertura')).toBeEnabled();

    await user.click(giorno('Lunedì').getByLabelText('Chiuso'));
    expect(giorno('Lunedì').getByLabelText('Apertura')).toBeDisabled();
    expect(giorno('Lunedì').getByLabelText('Chiusura')).toBeDisabled();
    await user.click(giorno('Domenica').getByLabelText('Chiuso'));
    expect(giorno('Domenica').getByLabelText('Apertura')).toBeEnabled();
    expect(giorno('Domenica').getByLabelText('Chiusura')).toBeEnabled();
  });

  it('takes the times as 24-hour text whatever the browser speaks, tidies what was typed and refuses what is no time', async () => {
    // Never answered: a success toast would outlive this test and answer the next one's wait for its own.
    const gateway = venditoreLoggato({ AggiornaProfiloVenditore: () => new Promise(() => undefined) });
    const { user } = renderApp('/venditore/profilo', gateway.fetch);
    await screen.findByLabelText('Nome e Cognome');
    // A native time input would follow the browser's language ("08:00 AM"); a text box cannot.
    const apertura = giorno('Martedì').getByRole('textbox', { name: 'Apertura' });
    const chiusura = giorno('Martedì').getByRole('textbox', { name: 'Chiusura' });
    expect(apertura).toHaveValue('08:00');
    expect(chiusura).toHaveValue('18:00');
    expect(apertura).toHaveAttribute('inputmode', 'numeric');
    expect(apertura).toHaveAttribute('placeholder', '08:00');

    await user.clear(apertura);
    await user.type(apertura, '8.30');
    await user.clear(chiusura);
    await user.type(chiusura, '1915');
    await user.tab();
    expect(apertura).toHaveValue('08:30');
    expect(chiusura).toHaveValue('19:15');

    const lunedi = giorno('Lunedì').getByRole('textbox', { name: 'Chiusura' });
    await user.clear(lunedi);
    await user.type(lunedi, '6 PM');
    await user.click(screen.getByRole('button', { name: /Salva Modifiche/ }));
    expect(await within(screen.getByRole('group', { name: 'Lunedì' })).findByRole('textbox', { name: 'Chiusura' })).toHaveAccessibleDescription(
      MESSAGGI_PROFILO.formatoOrario,
    );
    expect(gateway.chiamate.some((c) => c.operazione === 'AggiornaProfiloVenditore')).toBe(false);

    await user.clear(lunedi);
    await user.type(lunedi, '18:00');
    await user.click(screen.getByRole('button', { name: /Salva Modifiche/ }));
    await waitFor(() => expect(gateway.chiamate.some((c) => c.operazione === 'AggiornaProfiloVenditore')).toBe(true));
    const { orari } = gateway.chiamate.find((c) => c.operazione === 'AggiornaProfiloVenditore')?.variables.input as { orari: unknown };
    expect(orari).toEqual({ ...ORARI_DEFAULT, martedi: { apertura: '08:30', chiusura: '19:15', chiuso: false } });
  });

  it('saves the normalised profile, says Salvataggio... meanwhile and confirms with a toast', async () => {
    let rispondi: () => void = () => undefined;
    const gateway = venditoreLoggato({
      AggiornaProfiloVenditore: (variables) =>
        new Promise((resolve) => {
          rispondi = () => resolve({ data: { aggiornaProfiloVenditore: { ...profiloDemo(), ...(variables.input as object) } } });
        }),
    });
    const { user, queryClient } = renderApp('/venditore/profilo', gateway.fetch);
    const nomeAttivita = await screen.findByLabelText('Nome Attività');
    await user.clear(nomeAttivita);
    await user.type(nomeAttivita, 'Ricambi Rossi');
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'it60 x054 2811 1010 0000 0123 456');
    await user.clear(screen.getByLabelText('Provincia'));
    await user.type(screen.getByLabelText('Provincia'), 'mo');
    await user.click(giorno('Sabato').getByLabelText('Chiuso'));
    await user.click(giorno('Domenica').getByLabelText('Chiuso'));
    await user.clear(giorno('Domenica').getByLabelText('Chiusura'));
    await user.type(giorno('Domenica').getByLabelText('Chiusura'), '13:00');
    await user.click(screen.getByRole('button', { name: /Salva Modifiche/ }));

    expect(await screen.findByRole('button', { name: /Salvataggio\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(gateway.chiamate.some((c) => c.operazione === 'AggiornaProfiloVenditore')).toBe(true));
    rispondi();
    expect(await screen.findByText('Profilo aggiornato con successo')).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'AggiornaProfiloVenditore')?.variables.input).toEqual({
      nome: 'Mario Rossi',
      telefono: '051 123456',
      nomeAttivita: 'Ricambi Rossi',
      partitaIva: '12345678903',
      iban: 'IT60X0542811101000000123456',
      descrizione: 'Ricambi garantiti dal 1985.',
      orari: {
        ...ORARI_DEFAULT,
        // A closed day keeps its hours (docs/rules.md §9).
        sabato: { apertura: '08:00', chiusura: '12:00', chiuso: true },
        domenica: { apertura: '08:00', chiusura: '13:00', chiuso: false },
      },
      indirizzo: 'Via Emilia 10',
      citta: 'Bologna',
      cap: '40121',
      provincia: 'MO',
      logoImage: null,
      bannerImage: null,
    });
    expect(screen.getByRole('button', { name: /Salva Modifiche/ })).toBeEnabled();
    // The header and the sidebar read the business name from the session.
    expect(queryClient.getQueryData<{ nomeAttivita: string }>(['sessione'])?.nomeAttivita).toBe('Ricambi Rossi');
  });

  it('uploads a banner and a logo with progress and preview, refuses a PNG banner and a file over 5MB, and saves the keys', async () => {
    let inviato!: () => void;
    jest.mocked(inviaImmagine).mockImplementation((file, destinazione, _token, onProgresso) => {
      onProgresso(0.5);
      const key = destinazione === 'store=profile-images&kind=banner' ? NUOVO_BANNER : NUOVO_LOGO;
      return new Promise((resolve) => (inviato = () => resolve({ stato: 202, corpo: { key, status: 'processing' } })));
    });
    jest.mocked(statoImmagine).mockImplementation((key) => Promise.resolve({ stato: 200, corpo: { key, status: 'ready' } }));
    const gateway = venditoreLoggato({
      MioProfilo: () => ({ data: { utenteCorrente: profiloDemo({ logoImage: LOGO_SALVATO, bannerImage: null }) } }),
      AggiornaProfiloVenditore: (variables) => ({ data: { aggiornaProfiloVenditore: { ...profiloDemo(), ...(variables.input as object) } } }),
    });
    // A file dialog's "All files" lets any file past the input's accept list.
    const { user } = renderApp('/venditore/profilo', gateway.fetch, { applyAccept: false });
    const sezione = within(await screen.findByRole('region', { name: 'Immagini' }));
    expect(sezione.getByText('Nessun banner')).toBeInTheDocument();
    expect(sezione.getByRole('img', { name: 'Anteprima il logo' })).toHaveAttribute('src', `/media/profile-images/${LOGO_SALVATO}`);

    await user.upload(sezione.getByLabelText('Carica banner'), immagine('banner.png', PNG));
    expect(await sezione.findByText(MESSAGGI_MEDIA.formatoBanner)).toBeInTheDocument();
    await user.upload(sezione.getByLabelText('Carica logo'), immagine('enorme.jpg', JPEG, 5_242_881));
    expect(await sezione.findByText(MESSAGGI_MEDIA.troppoGrande)).toBeInTheDocument();
    expect(inviaImmagine).not.toHaveBeenCalled();

    await user.upload(sezione.getByLabelText('Carica banner'), immagine('banner.jpg', JPEG));
    expect(await sezione.findByRole('progressbar', { name: 'Caricamento il banner' })).toHaveAttribute('value', '0.5');
    expect(sezione.getByRole('img', { name: 'Anteprima il banner' })).toHaveAttribute('src', 'blob:anteprima');
    expect(sezione.queryByText(MESSAGGI_MEDIA.formatoBanner)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Salva Modifiche/ })).toBeDisabled();
    expect(screen.getByText('Attendi la fine del caricamento delle immagini.')).toBeInTheDocument();
    inviato();
    await waitFor(() => expect(sezione.getByRole('img', { name: 'Anteprima il banner' })).toHaveAttribute('src', `/media/profile-images/${NUOVO_BANNER}`));

    // Replace the logo: the button says Sostituisci once there is one.
    await user.upload(sezione.getByLabelText('Carica logo'), immagine('logo.png', PNG));
    inviato();
    await waitFor(() => expect(sezione.getByRole('img', { name: 'Anteprima il logo' })).toHaveAttribute('src', `/media/profile-images/${NUOVO_LOGO}`));
    expect(sezione.getAllByText('Sostituisci')).toHaveLength(2);
    expect(jest.mocked(inviaImmagine).mock.calls.map(([file, destinazione]) => [file.name, destinazione])).toEqual([
      ['banner.jpg', 'store=profile-images&kind=banner'],
      ['logo.png', 'store=profile-images&kind=logo'],
    ]);

    await user.click(screen.getByRole('button', { name: /Salva Modifiche/ }));
    await waitFor(() => expect(gateway.chiamate.filter((c) => c.operazione === 'AggiornaProfiloVenditore')).toHaveLength(1));
    expect(gateway.chiamate.find((c) => c.operazione === 'AggiornaProfiloVenditore')?.variables.input).toMatchObject({
      logoImage: NUOVO_LOGO,
      bannerImage: NUOVO_BANNER,
    });
  });

  it('removes the logo only on save, and shows a server refusal of an image at its field', async () => {
    const gateway = venditoreLoggato({
      MioProfilo: () => ({ data: { utenteCorrente: profiloDemo({ logoImage: LOGO_SALVATO, bannerImage: NUOVO_BANNER }) } }),
      AggiornaProfiloVenditore: () =>
        errore('IMAGE_UNAVAILABLE', MESSAGGI_MEDIA.erroreImmagine, { bannerImage: MESSAGGI_MEDIA.erroreImmagine }),
    });
    const { user } = renderApp('/venditore/profilo', gateway.fetch);
    const sezione = within(await screen.findByRole('region', { name: 'Immagini' }));
    await user.click(sezione.getByRole('button', { name: 'Rimuovi logo' }));
    expect(sezione.getByText('Nessun logo')).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'AggiornaProfiloVenditore')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Salva Modifiche/ }));
    await waitFor(() => expect(sezione.getByRole('alert')).toHaveTextContent(MESSAGGI_MEDIA.erroreImmagine));
    expect(gateway.chiamate.find((c) => c.operazione === 'AggiornaProfiloVenditore')?.variables.input).toMatchObject({
      logoImage: null,
      bannerImage: NUOVO_BANNER,
    });
  });

  it('puts the server field messages under their fields', async () => {
    const gateway = venditoreLoggato({
      AggiornaProfiloVenditore: () =>
        errore('VALIDATION_FAILED', 'Dati non validi', {
          partitaIva: 'Partita IVA non valida',
          'orari.giovedi.chiusura': MESSAGGI_PROFILO.orario,
        }),
    });
    const { user } = renderApp('/venditore/profilo', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: /Salva Modifiche/ }));
    await waitFor(() => expect(screen.getByLabelText('Partita IVA')).toHaveAccessibleDescription('Partita IVA non valida'));
    expect(giorno('Giovedì').getByLabelText('Chiusura')).toHaveAccessibleDescription(MESSAGGI_PROFILO.orario);
    expect(await screen.findByText('Dati non validi')).toBeInTheDocument();
  });

  it("says the update failed when the server gives no message of its own", async () => {
    const gateway = venditoreLoggato({ AggiornaProfiloVenditore: () => errore('INTERNAL', 'boom') });
    const { user } = renderApp('/venditore/profilo', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: /Salva Modifiche/ }));
    expect(await screen.findByText("Si è verificato un errore durante l'aggiornamento")).toBeInTheDocument();
  });

  it('links Impostazioni to the settings and Profilo Pubblico to the own public page', async () => {
    renderApp('/venditore/profilo', venditoreLoggato().fetch);
    const sidebar = within(await screen.findByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getByRole('link', { name: 'Impostazioni' })).toHaveAttribute('href', '/venditore/profilo');
    expect(sidebar.getByRole('link', { name: 'Profilo Pubblico' })).toHaveAttribute('href', `/venditore/${venditore.id}/profilo`);
  });
});
