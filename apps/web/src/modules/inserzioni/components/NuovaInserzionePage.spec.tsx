import { MESSAGGI, MESSAGGI_GARAGE, MESSAGGI_INSERZIONE, MESSAGGI_MEDIA, MESSAGGI_VIN, thumbnailUrl, verificaVin } from '@ricambiamo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { autoDettaglioDemo, DATI_AUTO_DEMO, ID_AUTO, venditoreConInserzioni } from '../../../testing/catalogo';
import { errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import { inviaImmagine, statoImmagine } from '../../../lib/uploads/invia-immagine';

jest.mock('../../../lib/uploads/invia-immagine', () => ({ inviaImmagine: jest.fn(), statoImmagine: jest.fn() }));

const PAGINA = '/venditore/nuova-inserzione';
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const foto = (nome: string, byte = JPEG, dimensione?: number) => {
  const file = new File([new Uint8Array(byte)], nome, { type: 'image/jpeg' });
  if (dimensione !== undefined) Object.defineProperty(file, 'size', { value: dimensione });
  return file;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyDi = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;

let caricate = 0;
beforeEach(() => {
  caricate = 0;
  jest.mocked(inviaImmagine).mockReset().mockImplementation((_file, _destinazione, _token, onProgresso) => {
    onProgresso(0.5);
    caricate += 1;
    return Promise.resolve({ stato: 202, corpo: { key: keyDi(caricate), status: 'processing' } });
  });
  jest.mocked(statoImmagine).mockReset().mockImplementation((key) => Promise.resolve({ stato: 200, corpo: { key, status: 'ready' } }));
});

/** Types the demo car (benzina) into the vehicle's fields. */
async function compilaVeicolo(user: ReturnType<typeof renderApp>['user']) {
  const { marca, modello, anno, km, cv, kw, cilindrata } = DATI_AUTO_DEMO;
  await user.type(await screen.findByLabelText('Marca'), marca);
  await user.type(screen.getByLabelText('Modello'), modello);
  await user.type(screen.getByLabelText('Anno'), String(anno));
  await user.type(screen.getByLabelText('Chilometri'), String(km));
  await user.type(screen.getByLabelText('CV'), String(cv));
  await user.type(screen.getByLabelText('kW'), String(kw));
  await user.type(screen.getByLabelText('Cilindrata (cc)'), String(cilindrata));
  await user.selectOptions(screen.getByLabelText('Carburante'), 'Benzina');
}

async function aggiungiRicambio(user: ReturnType<typeof renderApp>['user'], nome: string, prezzo: string, spedizione: string) {
  await user.click(within(screen.getByRole('group', { name: 'Catalogo ricambi' })).getByRole('button', { name: nome }));
  const riga = within(screen.getByRole('group', { name: nome }));
  if (prezzo) await user.type(riga.getByLabelText('Prezzo (€)'), prezzo);
  if (spedizione) await user.type(riga.getByLabelText('Spese di spedizione (€)'), spedizione);
  return riga;
}

/** A form that passes every check: the car, one photo the worker has finished, one part. */
async function compilaInserzioneValida(user: ReturnType<typeof renderApp>['user']) {
  await compilaVeicolo(user);
  await user.upload(screen.getByLabelText('Aggiungi foto'), foto('frontale.jpg'));
  await aggiungiRicambio(user, 'Musata', '250', '40');
  await waitFor(() => expect(screen.getByText('Pronta')).toBeInTheDocument(), { timeout: 5000 });
}

const bozzeSalvate = () => Object.keys(localStorage).filter((chiave) => chiave.startsWith('ricambiamo:bozza-inserzione:'));

const VENDITORE_ID = utenteDemo({ ruolo: 'venditore' }).id;

describe('new listing form', () => {
  it('keeps what the seller typed as a draft: back on the page it is all there, photo included, until Ricomincia da capo', async () => {
    const primo = renderApp(PAGINA, venditoreConInserzioni().fetch);
    await compilaInserzioneValida(primo.user);
    expect(bozzeSalvate()).toHaveLength(1);
    primo.unmount();

    const { user } = renderApp(PAGINA, venditoreConInserzioni().fetch);
    const avviso = await screen.findByText((_, el) => el?.tagName === 'P' && /^Bozza ripristinata/.test(el.textContent ?? ''));
    expect(avviso).toHaveTextContent(/^Bozza ripristinata: il modulo è come l'avevi lasciato\.$/);
    expect(avviso).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Marca')).toHaveValue('Fiat');
    expect(screen.getByLabelText('Cilindrata (cc)')).toHaveValue(1242);
    expect(screen.getByLabelText('Carburante')).toHaveValue('benzina');
    expect(within(screen.getByRole('group', { name: 'Musata' })).getByLabelText('Prezzo (€)')).toHaveValue(250);
    expect(screen.getByText('Pronta')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ricomincia da capo' }));
    expect(screen.getByLabelText('Marca')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Musata' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pronta')).not.toBeInTheDocument();
    expect(screen.queryByText(/Bozza ripristinata/)).not.toBeInTheDocument();
    expect(bozzeSalvate()).toEqual([]);

    // One click threw it away: the toast brings it back, photo included.
    const eliminata = await screen.findByText('Bozza eliminata');
    await user.click(within(eliminata.closest<HTMLElement>('[data-sonner-toast]')!).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.getByLabelText('Marca')).toHaveValue('Fiat'));
    expect(within(screen.getByRole('group', { name: 'Musata' })).getByLabelText('Prezzo (€)')).toHaveValue(250);
    expect(screen.getByText('Pronta')).toBeInTheDocument();
    expect(bozzeSalvate()).toHaveLength(1);
  });

  it('restores a draft without the photos too old to publish, and says how many to upload again', async () => {
    const ora = Date.now();
    const valori = {
      marca: 'Fiat', modello: 'Panda', anno: '2012', km: '128000', cv: '69', kw: '51', cilindrata: '1242',
      carburante: 'benzina', numeroTelaio: '', descrizione: '', ricambi: [],
    };
    localStorage.setItem(
      `ricambiamo:bozza-inserzione:v1:${VENDITORE_ID}`,
      JSON.stringify({
        valori,
        immagini: [
          { key: keyDi(1), dal: ora - 21 * 3600_000 },
          { key: keyDi(2), dal: ora - 3600_000 },
          { key: keyDi(3), dal: ora - 25 * 3600_000 },
        ],
      }),
    );
    renderApp(PAGINA, venditoreConInserzioni().fetch);
    expect(await screen.findByText((_, el) => el?.getAttribute('role') === 'status' && /^Bozza/.test(el.textContent ?? ''))).toHaveTextContent(
      "Bozza ripristinata: il modulo è come l'avevi lasciato. 2 foto erano state caricate più di 20 ore fa: caricale di nuovo.",
    );
    expect(screen.getByLabelText('Modello')).toHaveValue('Panda');
    const foto = within(screen.getByRole('list', { name: 'Foto caricate' }));
    expect(foto.getAllByRole('button', { name: /^Rimuovi / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Rimuovi Foto 1']);
    // The one still fresh enough: its thumbnail is the second draft photo's.
    expect(foto.getByRole('presentation')).toHaveAttribute('src', thumbnailUrl('auto-images', keyDi(2)));
  });

  it('shows every docs/rules.md §6 message on an empty submit and sends nothing', async () => {
    const gateway = venditoreConInserzioni();
    const { user } = renderApp(PAGINA, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Pubblica Inserzione' }));

    for (const messaggio of [
      MESSAGGI_INSERZIONE.marca,
      MESSAGGI_INSERZIONE.modello,
      MESSAGGI_INSERZIONE.anno,
      MESSAGGI_INSERZIONE.km,
      MESSAGGI_INSERZIONE.cv,
      MESSAGGI_INSERZIONE.kw,
      MESSAGGI_INSERZIONE.cilindrata,
      MESSAGGI_INSERZIONE.carburante,
      MESSAGGI_INSERZIONE.immagini,
      MESSAGGI_INSERZIONE.ricambi,
    ]) {
      expect(await screen.findByText(messaggio)).toBeInTheDocument();
    }
    await aggiungiRicambio(user, 'Cambio', '-1', '');
    await user.click(screen.getByRole('button', { name: 'Pubblica Inserzione' }));
    expect(await screen.findByText(MESSAGGI_INSERZIONE.prezzo)).toBeInTheDocument();
    expect(screen.getByText(MESSAGGI_INSERZIONE.spedizione)).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'CreaAuto')).toBe(false);
  });

  it('adds parts from the catalogue chips, removes them with their button and keeps a running total', async () => {
    const { user } = renderApp(PAGINA, venditoreConInserzioni().fetch);
    const catalogo = within(await screen.findByRole('group', { name: 'Catalogo ricambi' }));
    expect(catalogo.getAllByRole('button')).toHaveLength(12);

    await aggiungiRicambio(user, 'Centralina ECU', '119.99', '9.90');
    await aggiungiRicambio(user, 'Pompa ABS', '80', '0.01');
    expect(screen.getByTestId('totale-ricambi')).toHaveTextContent('209,90 €');

    // A second click on a chosen chip adds nothing: only the part's own button removes it.
    await user.click(catalogo.getByRole('button', { name: 'Centralina ECU' }));
    expect(screen.getAllByRole('group', { name: 'Centralina ECU' })).toHaveLength(1);
    expect(catalogo.getByRole('button', { name: 'Centralina ECU' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Rimuovi Centralina ECU' }));
    expect(screen.queryByRole('group', { name: 'Centralina ECU' })).not.toBeInTheDocument();
    expect(screen.getByTestId('totale-ricambi')).toHaveTextContent('80,01 €');
  });

  it('checks photos before sending: type by content, 5 MB, duplicates and at most 5', async () => {
    const { user } = renderApp(PAGINA, venditoreConInserzioni().fetch);
    const input = await screen.findByLabelText('Aggiungi foto');
    await user.upload(input, [
      foto('frontale.jpg'),
      foto('finta.jpg', [0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e, 0, 0]),
      foto('enorme.jpg', JPEG, 5_242_881),
    ]);
    const scarti = within(await screen.findByRole('alert', { name: 'Foto non accettate' }));
    expect(scarti.getByText(MESSAGGI_MEDIA.formatoFoto, { exact: false })).toBeInTheDocument();
    expect(scarti.getByText(MESSAGGI_MEDIA.troppoGrande, { exact: false })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Aggiungi foto'), [
      foto('frontale.jpg'),
      foto('destro.jpg'),
      foto('sinistro.jpg'),
      foto('posteriore.jpg'),
      foto('interni.jpg'),
      foto('sesta.jpg'),
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert', { name: 'Foto non accettate' }))
          .getAllByRole('listitem')
          .map((voce) => voce.textContent),
      ).toEqual([`frontale.jpg: ${MESSAGGI_INSERZIONE.immagineDuplicata}`, `sesta.jpg: ${MESSAGGI_INSERZIONE.troppeImmagini}`]),
    );
    expect(inviaImmagine).toHaveBeenCalledTimes(5);
    expect(screen.queryByLabelText('Aggiungi foto')).not.toBeInTheDocument();
  });

  it('never lets two quick picks take more than the 5 places', async () => {
    renderApp(PAGINA, venditoreConInserzioni().fetch);
    const input = await screen.findByLabelText('Aggiungi foto');
    // Both picks land before the first one's checks have finished reading its files.
    fireEvent.change(input, { target: { files: [foto('a.jpg'), foto('b.jpg'), foto('c.jpg'), foto('d.jpg')] } });
    fireEvent.change(input, { target: { files: [foto('e.jpg'), foto('f.jpg')] } });
    await waitFor(() =>
      expect(within(screen.getByRole('alert', { name: 'Foto non accettate' })).getByRole('listitem')).toHaveTextContent(
        `f.jpg: ${MESSAGGI_INSERZIONE.troppeImmagini}`,
      ),
    );
    expect(inviaImmagine).toHaveBeenCalledTimes(5);
  });

  it('shows progress, then processing, and keeps submit disabled until the photo is ready', async () => {
    let inviata!: () => void;
    jest.mocked(inviaImmagine).mockImplementation((_file, _destinazione, _token, onProgresso) => {
      onProgresso(0.4);
      return new Promise((resolve) => {
        inviata = () => resolve({ stato: 202, corpo: { key: keyDi(1), status: 'processing' } });
      });
    });
    let pronta!: () => void;
    jest.mocked(statoImmagine).mockImplementation(
      (key) =>
        new Promise((resolve) => {
          pronta = () => resolve({ stato: 200, corpo: { key, status: 'ready' } });
        }),
    );
    const { user } = renderApp(PAGINA, venditoreConInserzioni().fetch);
    await user.upload(await screen.findByLabelText('Aggiungi foto'), foto('frontale.jpg'));

    const elenco = within(screen.getByRole('list', { name: 'Foto caricate' }));
    expect(await elenco.findByText('Caricamento 40%')).toBeInTheDocument();
    expect(elenco.getByRole('progressbar', { name: 'Caricamento di frontale.jpg' })).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('button', { name: 'Pubblica Inserzione' })).toBeDisabled();
    inviata();
    expect(await elenco.findByText('In elaborazione…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pubblica Inserzione' })).toBeDisabled();
    await waitFor(() => expect(statoImmagine).toHaveBeenCalled(), { timeout: 5000 });
    pronta();
    expect(await elenco.findByText('Pronta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pubblica Inserzione' })).toBeEnabled();
  });

  it('shows the worker failure with a remove button', async () => {
    jest.mocked(statoImmagine).mockImplementation((key) =>
      Promise.resolve({ stato: 200, corpo: { key, status: 'failed', message: MESSAGGI_MEDIA.immagineIllegibile } }),
    );
    const { user } = renderApp(PAGINA, venditoreConInserzioni().fetch);
    await user.upload(await screen.findByLabelText('Aggiungi foto'), foto('rotta.jpg'));
    expect(await screen.findByText(MESSAGGI_MEDIA.immagineIllegibile, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi rotta.jpg' }));
    expect(screen.queryByText('rotta.jpg')).not.toBeInTheDocument();
  });

  it('creates the listing with cents and goes to its page', async () => {
    const gateway = venditoreConInserzioni({
      CreaAuto: () => ({ data: { creaAuto: autoDettaglioDemo() } }),
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
    });
    const { user, router } = renderApp(PAGINA, gateway.fetch);
    await compilaVeicolo(user);
    await user.upload(screen.getByLabelText('Aggiungi foto'), foto('frontale.jpg'));
    const riga = await aggiungiRicambio(user, 'Centralina ECU', '119.99', '9.9');
    await user.selectOptions(riga.getByLabelText('Grado'), 'A · come nuovo');
    await user.clear(riga.getByLabelText('Garanzia (giorni)'));
    await user.type(riga.getByLabelText('Garanzia (giorni)'), '30');
    await user.type(riga.getByLabelText('Codice OEM'), '55195817');
    await waitFor(() => expect(screen.getByText('Pronta')).toBeInTheDocument(), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Pubblica Inserzione' }));
    expect(await screen.findByText(MESSAGGI.inserzione.creata)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inserzione/${ID_AUTO}`));
    // Published: the draft is gone.
    expect(bozzeSalvate()).toEqual([]);
    expect(gateway.chiamate.find((c) => c.operazione === 'CreaAuto')?.variables.input).toEqual({
      ...DATI_AUTO_DEMO,
      numeroTelaio: null,
      descrizione: null,
      immagini: [keyDi(1)],
      ricambi: [
        {
          nome: 'Centralina ECU',
          descrizione: null,
          prezzoCentesimi: 11_999,
          spedizioneCentesimi: 990,
          grado: 'A',
          garanziaGiorni: 30,
          codiceOem: '55195817',
          codiceCambio: null,
        },
      ],
      idempotencyKey: expect.stringMatching(UUID),
    });
  });

  it('reads the VIN as it is typed: fills an empty Marca, warns when marca or anno disagree, and publishes anyway', async () => {
    const gateway = venditoreConInserzioni({
      CreaAuto: () => ({ data: { creaAuto: autoDettaglioDemo() } }),
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
    });
    const { user, router } = renderApp(PAGINA, gateway.fetch);
    const vin = 'WVWZZZ1KZAW000001';
    await user.type(await screen.findByLabelText('Numero telaio (facoltativo)'), vin.toLowerCase());
    expect(screen.getByLabelText('Marca')).toHaveValue('Volkswagen');
    expect(screen.getByText(MESSAGGI_GARAGE.marcaDalTelaio('Volkswagen'))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Avvisi sul numero di telaio' })).not.toBeInTheDocument();

    // The seller knows better, or mistyped: told, never stopped.
    await user.clear(screen.getByLabelText('Marca'));
    await compilaVeicolo(user);
    const avvisi = within(screen.getByRole('list', { name: 'Avvisi sul numero di telaio' }));
    expect(avvisi.getAllByRole('listitem').map((voce) => voce.textContent)).toEqual(verificaVin(vin, { marca: 'Fiat', anno: 2012 }));
    expect(avvisi.getAllByRole('listitem')).toHaveLength(2);

    await user.type(screen.getByLabelText('Codice motore (facoltativo)'), '169a4000');
    await user.upload(screen.getByLabelText('Aggiungi foto'), foto('frontale.jpg'));
    const cambio = await aggiungiRicambio(user, 'Cambio', '280', '60');
    await user.type(cambio.getByLabelText('Codice OEM'), '55241434, 55241435');
    await user.type(cambio.getByLabelText('Codice cambio'), 'c514');
    const musata = await aggiungiRicambio(user, 'Musata', '250', '40');
    expect(musata.queryByLabelText('Codice cambio')).not.toBeInTheDocument();
    expect(musata.getByText('Più codici separati da virgola')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Pronta')).toBeInTheDocument(), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Pubblica Inserzione' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inserzione/${ID_AUTO}`));
    expect(gateway.chiamate.find((c) => c.operazione === 'CreaAuto')?.variables.input).toMatchObject({
      marca: 'Fiat',
      codiceMotore: '169A4000',
      numeroTelaio: vin,
      ricambi: [
        expect.objectContaining({ nome: 'Cambio', codiceOem: '55241434, 55241435', codiceCambio: 'C514' }),
        expect.objectContaining({ nome: 'Musata', codiceCambio: null }),
      ],
    });
  });

  it('refuses a VIN of the wrong shape, with its message, and sends nothing', async () => {
    const gateway = venditoreConInserzioni();
    const { user } = renderApp(PAGINA, gateway.fetch);
    await compilaInserzioneValida(user);
    await user.type(screen.getByLabelText('Numero telaio (facoltativo)'), 'ZFA1690000123456O');
    await user.click(screen.getByRole('button', { name: 'Pubblica Inserzione' }));
    expect(await screen.findByText(MESSAGGI_VIN.formato)).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'CreaAuto')).toBe(false);
  });

  it('retries a creation that got no answer with the same key, so it is created once, and takes a new key for new content', async () => {
    let risposte = 0;
    const gateway = venditoreConInserzioni({
      CreaAuto: () => (++risposte < 3 ? errore('INTERNAL', MESSAGGI.generico) : { data: { creaAuto: autoDettaglioDemo() } }),
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
    });
    const { user, router } = renderApp(PAGINA, gateway.fetch);
    await compilaInserzioneValida(user);
    const pubblica = () => user.click(screen.getByRole('button', { name: 'Pubblica Inserzione' }));
    const chiavi = () =>
      gateway.chiamate.filter((c) => c.operazione === 'CreaAuto').map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey);

    await pubblica();
    await waitFor(() => expect(chiavi()).toHaveLength(1));
    await pubblica();
    await waitFor(() => expect(chiavi()).toHaveLength(2));
    await user.type(screen.getByLabelText('Modello'), ' 4x4');
    await pubblica();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inserzione/${ID_AUTO}`));
    const [prima, riprova, altra] = chiavi();
    expect(prima).toMatch(UUID);
    expect(riprova).toBe(prima);
    expect(altra).toMatch(UUID);
    expect(altra).not.toBe(prima);
  });

  it('explains insufficient tokens with a link to buy more, and stays on the form', async () => {
    const gateway = venditoreConInserzioni({
      CreaAuto: () => errore('INSUFFICIENT_TOKENS_CREATE', MESSAGGI.gettoni.insufficientiCreazione),
    });
    const { user, router } = renderApp(PAGINA, gateway.fetch);
    await compilaInserzioneValida(user);

    await user.click(screen.getByRole('button', { name: 'Pubblica Inserzione' }));
    const testo = await screen.findByText(MESSAGGI.gettoni.insufficientiCreazione, { selector: '[role="alert"] p' });
    const avviso = within(testo.closest<HTMLElement>('[role="alert"]')!);
    expect(avviso.getByRole('link', { name: 'Acquista Gettoni' })).toHaveAttribute('href', '/venditore/acquista-gettoni');
    expect(router.state.location.pathname).toBe(PAGINA);
  });

  it("says Devi essere autenticato per creare un'inserzione, once, when the session is gone at submit", async () => {
    let refresh = 0;
    const gateway = venditoreConInserzioni({
      RinnovaSessione: () => ({
        data: { rinnovaSessione: refresh++ === 0 ? { accessToken: 'tok', user: utenteDemo({ ruolo: 'venditore' }) } : null },
      }),
      CreaAuto: () => errore('UNAUTHENTICATED', MESSAGGI.auth.sessioneScaduta),
    });
    const { user, router } = renderApp(PAGINA, gateway.fetch);
    await compilaInserzioneValida(user);

    await user.click(screen.getByRole('button', { name: 'Pubblica Inserzione' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText("Devi essere autenticato per creare un'inserzione")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGGI.auth.sessioneScaduta)).not.toBeInTheDocument();
    // What was typed waits for the seller's next login.
    expect(bozzeSalvate()).toHaveLength(1);
  });
});
