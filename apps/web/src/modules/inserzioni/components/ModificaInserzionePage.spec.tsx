import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { autoDettaglioDemo, ID_AUTO, KEY_FOTO, venditoreConInserzioni } from '../../../testing/catalogo';
import { KEY_NON_VALIDA } from '../../../testing/dati-anomali';
import { errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

jest.mock('../../../lib/uploads/invia-immagine', () => ({ inviaImmagine: jest.fn(), statoImmagine: jest.fn() }));

const PAGINA = `/venditore/modifica-inserzione/${ID_AUTO}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const cambioVenduto = {
  ricambioId: 'a1a1a1a1-0000-4000-8000-000000000003',
  nome: 'Cambio',
  prezzoCentesimi: 30_000,
  spedizioneCentesimi: 2_500,
  ordineId: '3b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b',
  codice: '3B2F4E1A',
  stato: 'completed',
  data: '2026-11-19T10:00:00.000Z',
  acquirente: { nome: 'Luca Verdi', email: 'luca@example.it' },
};

describe('edit listing', () => {
  it('edits description and parts only, shows sold parts read-only and sends them back unchanged', async () => {
    const gateway = venditoreConInserzioni({
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo() } }),
      ModificaAuto: () => ({ data: { modificaAuto: autoDettaglioDemo() } }),
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
      RicambiVenduti: () => ({ data: { ricambiVenduti: [cambioVenduto] } }),
    });
    const { user, router } = renderApp(PAGINA, gateway.fetch);

    const descrizione = await screen.findByRole('textbox', { name: /Descrizione/ });
    expect(descrizione).toHaveValue('Incidentata sul posteriore, motore perfetto.');
    expect(screen.queryByLabelText('Marca')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Centralina ECU' })).getByLabelText('Prezzo (€)')).toHaveValue(120);

    const venduti = within(await screen.findByRole('region', { name: 'Ricambi venduti' }));
    const cambio = within(await venduti.findByRole('listitem'));
    expect(cambio.getByText('Cambio')).toBeInTheDocument();
    expect(cambio.getByText(/300,00\s€/)).toBeInTheDocument();
    expect(cambio.getByText('19/11/2026')).toBeInTheDocument();
    expect(cambio.getByText('Luca Verdi')).toBeInTheDocument();
    expect(cambio.getByRole('link', { name: 'luca@example.it' })).toHaveAttribute('href', 'mailto:luca@example.it');
    expect(cambio.getByText('Completato')).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'RicambiVenduti')?.variables).toEqual({ autoId: ID_AUTO });
    expect(within(screen.getByRole('group', { name: 'Catalogo ricambi' })).getByRole('button', { name: 'Cambio' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Cambio' })).not.toBeInTheDocument();

    await user.clear(descrizione);
    await user.type(descrizione, 'Solo ricambi meccanici.');
    await user.click(screen.getByRole('button', { name: 'Rimuovi Motore completo' }));
    const ecu = within(screen.getByRole('group', { name: 'Centralina ECU' }));
    await user.clear(ecu.getByLabelText('Prezzo (€)'));
    await user.type(ecu.getByLabelText('Prezzo (€)'), '99.50');
    await user.click(screen.getByRole('button', { name: 'Salva Modifiche' }));

    expect(await screen.findByText(MESSAGGI.inserzione.aggiornata)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inserzione/${ID_AUTO}`));
    const input = gateway.chiamate.find((c) => c.operazione === 'ModificaAuto')?.variables.input as Record<string, unknown>;
    expect(input).toEqual({
      id: ID_AUTO,
      descrizione: 'Solo ricambi meccanici.',
      immagini: [KEY_FOTO],
      ricambi: [
        expect.objectContaining({ id: 'a1a1a1a1-0000-4000-8000-000000000001', nome: 'Centralina ECU', prezzoCentesimi: 9_950, spedizioneCentesimi: 990 }),
        expect.objectContaining({ id: 'a1a1a1a1-0000-4000-8000-000000000003', nome: 'Cambio', prezzoCentesimi: 30_000 }),
      ],
      idempotencyKey: expect.stringMatching(UUID),
    });
  });

  it('shows a stored photo that is no image key as a failed photo, and saves the listing without it', async () => {
    const gateway = venditoreConInserzioni({
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo({ immagini: [KEY_NON_VALIDA, KEY_FOTO] }) } }),
      ModificaAuto: () => ({ data: { modificaAuto: autoDettaglioDemo() } }),
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
      RicambiVenduti: () => ({ data: { ricambiVenduti: [] } }),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);

    const foto = within(await screen.findByRole('list', { name: 'Foto caricate' }));
    const rotta = within(foto.getAllByRole('listitem')[0]);
    expect(rotta.getByRole('alert')).toHaveTextContent(MESSAGGI.inserzione.erroreImmagine);
    expect(rotta.getByRole('button', { name: 'Rimuovi Foto 1' })).toBeInTheDocument();
    expect(foto.getByRole('button', { name: 'Rimuovi Foto 2' })).toBeInTheDocument();
    expect(rotta.queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(foto.getAllByRole('listitem')[1]).getByText('Pronta')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText(MESSAGGI.inserzione.aggiornata)).toBeInTheDocument();
    const input = gateway.chiamate.find((c) => c.operazione === 'ModificaAuto')?.variables.input as Record<string, unknown>;
    expect(input.immagini).toEqual([KEY_FOTO]);
  });

  it('names the stored photos by their place, never by the key they are stored under', async () => {
    const seconda = 'c3d4e5f6-0000-4000-8000-000000000002.png';
    const gateway = venditoreConInserzioni({
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo({ immagini: [KEY_FOTO, seconda] }) } }),
    });
    renderApp(PAGINA, gateway.fetch);

    const elenco = await screen.findByRole('list', { name: 'Foto caricate' });
    const foto = within(elenco).getAllByRole('listitem');
    expect(within(foto[0]).getByText('Foto 1')).toBeInTheDocument();
    expect(within(foto[0]).getByRole('button', { name: 'Rimuovi Foto 1' })).toBeInTheDocument();
    expect(within(foto[1]).getByText('Foto 2')).toBeInTheDocument();
    expect(within(foto[1]).getByRole('button', { name: 'Rimuovi Foto 2' })).toBeInTheDocument();
    // Neither in the text, nor in a title or a label: only the thumbnails' addresses hold the keys.
    for (const chiave of [KEY_FOTO, seconda]) {
      expect(elenco).not.toHaveTextContent(chiave);
      expect(elenco.querySelector(`[title*="${chiave}"], [aria-label*="${chiave}"]`)).toBeNull();
    }
  });

  it('sends a retry of the same edit with its key, and another edit with a new one', async () => {
    const gateway = venditoreConInserzioni({
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo() } }),
      ModificaAuto: () => errore('INTERNAL', MESSAGGI.generico),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    const descrizione = await screen.findByRole('textbox', { name: /Descrizione/ });
    const salva = () => user.click(screen.getByRole('button', { name: 'Salva Modifiche' }));
    const chiavi = () =>
      gateway.chiamate.filter((c) => c.operazione === 'ModificaAuto').map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey);

    await salva();
    await waitFor(() => expect(chiavi()).toHaveLength(1));
    await salva();
    await waitFor(() => expect(chiavi()).toHaveLength(2));
    await user.type(descrizione, ' Aggiunta.');
    await salva();
    await waitFor(() => expect(chiavi()).toHaveLength(3));
    const [prima, riprova, altra] = chiavi();
    expect(prima).toMatch(UUID);
    expect(riprova).toBe(prima);
    expect(altra).toMatch(UUID);
    expect(altra).not.toBe(prima);
  });

  it('explains insufficient tokens for an edit', async () => {
    const gateway = venditoreConInserzioni({
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo() } }),
      ModificaAuto: () => errore('INSUFFICIENT_TOKENS_EDIT', MESSAGGI.gettoni.insufficientiModifica),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Salva Modifiche' }));
    const testo = await screen.findByText(MESSAGGI.gettoni.insufficientiModifica, { selector: '[role="alert"] p' });
    expect(within(testo.closest<HTMLElement>('[role="alert"]')!).getByRole('link', { name: 'Acquista Gettoni' })).toBeInTheDocument();
  });

  it('says Errore: dati mancanti, once, when the session is gone at Salva Modifiche', async () => {
    let refresh = 0;
    const gateway = venditoreConInserzioni({
      RinnovaSessione: () => ({
        data: { rinnovaSessione: refresh++ === 0 ? { accessToken: 'tok', user: utenteDemo({ ruolo: 'venditore' }) } : null },
      }),
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo() } }),
      ModificaAuto: () => errore('UNAUTHENTICATED', MESSAGGI.auth.sessioneScaduta),
    });
    const { user, router } = renderApp(PAGINA, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findAllByText('Errore: dati mancanti')).toHaveLength(1);
    expect(screen.queryByText(MESSAGGI.auth.sessioneScaduta)).not.toBeInTheDocument();
  });

  it("sends the seller back to the dashboard with Inserzione non trovata when the listing is missing or someone else's", async () => {
    const gateway = venditoreConInserzioni({
      AutoDaModificare: () => errore('LISTING_NOT_FOUND', MESSAGGI.inserzione.nonTrovata),
    });
    const { router } = renderApp(PAGINA, gateway.fetch);
    expect(await screen.findByText('Inserzione non trovata')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGGI.inserzione.erroreCaricamento)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/venditore'));
  });

  it('sends the seller back to the dashboard with the loading error when the listing cannot be read', async () => {
    const gateway = venditoreConInserzioni({
      AutoDaModificare: () => errore('INTERNAL', MESSAGGI.generico),
    });
    const { router } = renderApp(PAGINA, gateway.fetch);
    expect(await screen.findByText("Errore nel caricamento dell'inserzione")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGGI.inserzione.nonTrovata)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/venditore'));
  });

  it('says when nothing was sold, and when the sold parts cannot be read', async () => {
    const nessuno = venditoreConInserzioni({
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo() } }),
      RicambiVenduti: () => ({ data: { ricambiVenduti: [] } }),
    });
    const { unmount } = renderApp(PAGINA, nessuno.fetch);
    expect(await screen.findByText('Nessun ricambio venduto finora.')).toBeInTheDocument();
    unmount();

    const guasto = venditoreConInserzioni({
      AutoDaModificare: () => ({ data: { autoDaModificare: autoDettaglioDemo() } }),
      RicambiVenduti: () => errore('INTERNAL', MESSAGGI.generico),
    });
    renderApp(PAGINA, guasto.fetch);
    expect(await within(await screen.findByRole('region', { name: 'Ricambi venduti' })).findByText(MESSAGGI.dati.erroreCaricamento)).toBeInTheDocument();
  });
});
