import { MESSAGGI, MESSAGGI_CONVERSAZIONE, MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { statisticheVenditore, venditoreConInserzioni } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { ID_ORDINE, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import type { Ordine } from '../../ordini/api/ordine';

const aziendale = ordineDemo({
  id: '3b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b',
  codice: '3B2F4E1A',
  stato: 'completed',
  acquirente: { id: 'b0b0b0b0-0000-4000-8000-000000000001', nome: 'Luca Verdi', email: 'luca@example.it', telefono: '+39 320 7654321' },
  fatturazione: { ragioneSociale: 'Officina Verdi srl', partitaIva: '01234567897', codiceFiscale: null, pec: null, codiceSdi: 'ABC1234' },
  officina: { ragioneSociale: 'Officina Verdi srl', partitaIva: '01234567897', registro: 'BO-RA 99' },
  note: null,
  cronologia: [
    { stato: 'pending', il: '2026-11-18T09:00:00.000Z', autore: 'acquirente' },
    { stato: 'processing', il: '2026-11-18T15:00:00.000Z', autore: 'venditore' },
    { stato: 'completed', il: '2026-11-19T09:00:00.000Z', autore: 'venditore' },
  ],
});

/** The seller's orders, moving through docs/rules.md §5 as AggiornaStatoOrdine is called. */
function venditoreConOrdini(risposta?: (stato: string) => ReturnType<typeof errore>) {
  let ordine = ordineDemo();
  return venditoreConInserzioni({
    StatisticheVenditore: () => statisticheVenditore({ inserzioni: 2, ricambi: 7, ordini: 2, venditeCentesimi: 205_980 }),
    OrdiniRicevuti: (variables) => ({ data: { ordiniRicevuti: variables.q ? [aziendale] : [ordine, aziendale] } }),
    AggiornaStatoOrdine: (variables) => {
      const { stato } = variables.input as { stato: Ordine['stato'] };
      if (risposta) return risposta(stato);
      ordine = { ...ordine, stato, cronologia: [...ordine.cronologia, { stato, il: '2026-11-21T11:00:00.000Z', autore: 'venditore' }] };
      return { data: { aggiornaStatoOrdine: ordine } };
    },
  });
}

const statistiche = () =>
  screen
    .getAllByRole('term')
    .slice(0, 4)
    .map((t) => t.parentElement?.textContent?.replace(/\u00a0/g, ' '));

describe('seller dashboard, orders tab', () => {
  it('shows the four stat cards and each order as the spec lists it', async () => {
    renderApp('/venditore/ordini', venditoreConOrdini().fetch);
    // The first four terms are the stat cards (an order's billing data is a list of terms too).
    await waitFor(() => expect(statistiche()).toEqual(['Inserzioni2', 'Ricambi7', 'Ordini2', 'Vendite2.059,80 €']));
    const schede = within(screen.getByRole('navigation', { name: 'Schede della dashboard' }));
    expect(schede.getByRole('link', { name: 'Ordini' })).toHaveAttribute('aria-current', 'page');

    const ordine = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    expect(ordine.getByRole('heading', { name: 'Ordine #9B2F4E1A' })).toBeInTheDocument();
    expect(ordine.getByText(/^21 nov 2026, \d{2}:15$/)).toBeInTheDocument();
    expect(ordine.getByText('In Attesa')).toBeInTheDocument();
    const cliente = within(ordine.getByRole('region', { name: 'Cliente' }));
    expect(cliente.getByText('Anna Bianchi')).toBeInTheDocument();
    expect(cliente.getByRole('link', { name: 'anna@example.it' })).toHaveAttribute('href', 'mailto:anna@example.it');
    expect(cliente.getByRole('link', { name: '+39 333 1234567' })).toBeInTheDocument();
    const ricambi = within(ordine.getByRole('region', { name: 'Ricambi ordinati' }));
    expect(ricambi.getAllByRole('listitem').map((r) => r.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Centralina ECU120,00 €+ 9,90 € sped.',
      'Motore completoTestato al banco850,00 €+ 50,00 € sped.',
    ]);
    expect(ricambi.getByText('Totale').parentElement).toHaveTextContent('Totale1.029,90 €');
    const pagamento = within(ordine.getByRole('region', { name: 'Pagamento' }));
    expect(pagamento.getByText('Importo da ricevere').parentElement).toHaveTextContent('1.029,90 €');
    expect(pagamento.getByText("Il cliente deve effettuare il bonifico entro 24 ore dall'ordine.")).toBeInTheDocument();
    expect(ordine.getByRole('region', { name: 'Indirizzo di spedizione' })).toHaveTextContent('Via Roma 1');
    expect(ordine.getByRole('region', { name: 'Note' })).toHaveTextContent('Consegna dopo le 14');
    // docs/rules.md §3: the timeline only once the order has left pending.
    expect(ordine.queryByRole('region', { name: 'Cronologia' })).not.toBeInTheDocument();
    expect(ordine.getAllByRole('button').map((b) => b.textContent)).toEqual([MESSAGGI_CONVERSAZIONE.scriviAcquirente, 'In Lavorazione', 'Cancella']);

    const completato = within(screen.getByRole('article', { name: 'Ordine 3B2F4E1A' }));
    expect(completato.getAllByText('Completato')).toHaveLength(2);
    expect(completato.getAllByRole('button').map((b) => b.textContent)).toEqual([MESSAGGI_CONVERSAZIONE.scriviAcquirente]);
    expect(completato.getByRole('region', { name: 'Pagamento' })).toHaveTextContent('Bonifico ricevuto.');
    expect(completato.getByRole('region', { name: 'Dati di fatturazione' })).toHaveTextContent('Officina Verdi srl');
    // The declaration that let the buyer order safety parts; a consumer's order has none.
    expect(completato.getByRole('region', { name: 'Officina dichiarata' })).toHaveTextContent(
      'Ragione sociale: Officina Verdi srlPartita IVA: 01234567897Registro autoriparatori o REA: BO-RA 99',
    );
    expect(ordine.queryByRole('region', { name: 'Officina dichiarata' })).not.toBeInTheDocument();
    expect(within(completato.getByRole('region', { name: 'Cronologia' })).getAllByRole('listitem').map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^In Attesa 18 nov 2026/),
      expect.stringMatching(/^In Lavorazione 18 nov 2026/),
      expect.stringMatching(/^Completato 19 nov 2026/),
    ]);
  });

  it('moves an order to In Lavorazione, then Completa, with the spec toast', async () => {
    const gateway = venditoreConOrdini();
    const { user } = renderApp('/venditore/ordini', gateway.fetch);
    const ordine = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));

    await user.click(ordine.getByRole('button', { name: 'In Lavorazione' }));
    expect(await screen.findByText(MESSAGGI_ORDINE.statoAggiornato)).toBeInTheDocument();
    await waitFor(() => expect(ordine.getAllByRole('button').map((b) => b.textContent)).toEqual([MESSAGGI_CONVERSAZIONE.scriviAcquirente, 'Completa', 'Cancella']));
    expect(ordine.getAllByText('In Lavorazione').length).toBeGreaterThan(0);
    expect(ordine.getByRole('region', { name: 'Cronologia' })).toHaveTextContent('In Lavorazione');

    await user.click(ordine.getByRole('button', { name: 'Completa' }));
    await waitFor(() => expect(ordine.getAllByRole('button').map((b) => b.textContent)).toEqual([MESSAGGI_CONVERSAZIONE.scriviAcquirente]));
    expect(gateway.chiamate.filter((c) => c.operazione === 'AggiornaStatoOrdine').map((c) => c.variables.input)).toEqual([
      { ordineId: ID_ORDINE, stato: 'processing' },
      { ordineId: ID_ORDINE, stato: 'completed' },
    ]);
    // The stat cards are read again after each change.
    expect(gateway.chiamate.filter((c) => c.operazione === 'StatisticheVenditore').length).toBeGreaterThanOrEqual(3);
  });

  it('cancels only after a confirmation', async () => {
    const gateway = venditoreConOrdini();
    const { user } = renderApp('/venditore/ordini', gateway.fetch);
    const ordine = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    await user.click(ordine.getByRole('button', { name: 'Cancella' }));
    await user.click(ordine.getByRole('button', { name: 'No' }));
    expect(gateway.chiamate.some((c) => c.operazione === 'AggiornaStatoOrdine')).toBe(false);

    await user.click(ordine.getByRole('button', { name: 'Cancella' }));
    await user.click(ordine.getByRole('button', { name: 'Sì, cancella' }));
    await waitFor(() => expect(ordine.getByRole('region', { name: 'Cronologia' })).toHaveTextContent(MESSAGGI_ORDINE.cancellatoDalVenditore));
    expect(ordine.getAllByRole('button').map((b) => b.textContent)).toEqual([MESSAGGI_CONVERSAZIONE.scriviAcquirente]);
  });

  it('shows the spec error, or why the order can no longer move', async () => {
    const { user, unmount } = renderApp('/venditore/ordini', venditoreConOrdini(() => errore('INTERNAL', MESSAGGI.generico)).fetch);
    await user.click(within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' })).getByRole('button', { name: 'In Lavorazione' }));
    expect(await screen.findByText(MESSAGGI_ORDINE.erroreStato)).toBeInTheDocument();
    unmount();

    const cambiato = venditoreConOrdini(() => errore('ORDER_STATUS_INVALID', MESSAGGI_ORDINE.statoNonValido));
    const secondo = renderApp('/venditore/ordini', cambiato.fetch);
    await secondo.user.click(within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' })).getByRole('button', { name: 'In Lavorazione' }));
    expect(await screen.findByText(MESSAGGI_ORDINE.statoNonValido)).toBeInTheDocument();
  });

  it('searches orders with the box it shares with the listings tab', async () => {
    const gateway = venditoreConOrdini();
    const { user } = renderApp('/venditore/ordini', gateway.fetch);
    await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' });
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'verdi');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ordine 9B2F4E1A' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ordine 3B2F4E1A' })).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'OrdiniRicevuti').map((c) => c.variables.q)).toEqual([null, 'verdi']);

    await user.click(within(screen.getByRole('navigation', { name: 'Schede della dashboard' })).getByRole('link', { name: 'Inserzioni' }));
    await waitFor(() => expect(gateway.chiamate.filter((c) => c.operazione === 'MieAuto').map((c) => c.variables.q)).toContain('verdi'));
    expect(screen.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('verdi');
  });

  it('says when there are no orders yet, and when they cannot be loaded', async () => {
    const { unmount } = renderApp('/venditore/ordini', venditoreConInserzioni().fetch);
    expect(await screen.findByText('Nessun ordine ricevuto')).toBeInTheDocument();
    unmount();
    renderApp('/venditore/ordini', venditoreConInserzioni({ OrdiniRicevuti: () => errore('INTERNAL', MESSAGGI.generico) }).fetch);
    expect(await screen.findByText(MESSAGGI_ORDINE.erroreCaricamento)).toBeInTheDocument();
  });
});
