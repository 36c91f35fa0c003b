import { MESSAGGI, MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { ID_VENDITORE } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { acquirenteLoggato, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { fermaOrologio } from '../../../testing/orologio';

const statistiche = () => ({
  data: { statisticheAcquirente: { ordiniTotali: 4, inAttesa: 1, inLavorazione: 1, totaleSpesoCentesimi: 102_990 } },
});

const annullatoDalVenditore = ordineDemo({
  id: '1b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b',
  codice: '1B2F4E1A',
  stato: 'cancelled',
  causale: 'Ordine 1B2F4E1A - Anna Bianchi',
  pagamento: { beneficiario: 'Mario Rossi', iban: null },
  note: null,
  cronologia: [
    { stato: 'pending', il: '2026-11-20T09:00:00.000Z', autore: 'acquirente' },
    { stato: 'cancelled', il: '2026-11-20T11:00:00.000Z', autore: 'venditore' },
  ],
});

const scaduto = ordineDemo({
  id: '2b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b',
  codice: '2B2F4E1A',
  stato: 'cancelled',
  causale: 'Ordine 2B2F4E1A - Anna Bianchi',
  cronologia: [
    { stato: 'pending', il: '2026-11-18T09:00:00.000Z', autore: 'acquirente' },
    { stato: 'cancelled', il: '2026-11-19T09:00:00.000Z', autore: 'scadenza_pagamento' },
  ],
});

describe('buyer dashboard', () => {
  beforeEach(() => {
    // Only the clock is fixed: the countdown then reads the same on every run.
    fermaOrologio('2026-11-21T10:15:00.000Z');
  });
  afterEach(() => jest.useRealTimers());

  it('shows the stats and each order with its seller, payment data, shipping address, notes and timeline', async () => {
    const gateway = acquirenteLoggato({
      StatisticheAcquirente: statistiche,
      MieiOrdini: () => ({ data: { mieiOrdini: [ordineDemo(), annullatoDalVenditore, scaduto] } }),
    });
    renderApp('/acquirente/ordini', gateway.fetch);

    for (const [etichetta, valore] of [
      ['Ordini Totali', '4'],
      ['In Attesa', '1'],
      ['In Lavorazione', '1'],
      ['Totale Speso', '1.029,90 €'],
    ]) {
      const voce = (await screen.findByText(etichetta, { selector: 'dt' })).parentElement;
      await waitFor(() => expect(voce).toHaveTextContent(`${etichetta}${valore}`));
    }
    expect(screen.getByRole('tab', { name: 'I miei Ordini' })).toHaveAttribute('aria-selected', 'true');

    const ordine = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    expect(ordine.getAllByText('In Attesa')).toHaveLength(2);
    expect(ordine.getByRole('link', { name: /Demolizioni Po/ })).toHaveAttribute('href', `/venditore/${ID_VENDITORE}/profilo`);
    const pagamento = within(ordine.getByRole('region', { name: 'Pagamento' }));
    expect(pagamento.getByText('IT60X0542811101000000123456')).toBeInTheDocument();
    expect(pagamento.getByText('1.029,90 €')).toBeInTheDocument();
    expect(pagamento.getByTestId('causale')).toHaveTextContent('Ordine 9B2F4E1A - Anna Bianchi');
    expect(pagamento.getByText(/^22 nov 2026, \d{2}:15$/)).toBeInTheDocument();
    expect(pagamento.getByRole('timer')).toHaveTextContent('Tempo rimasto: 23 h 00 min 00 s');
    expect(ordine.getByRole('region', { name: 'Indirizzo di spedizione' })).toHaveTextContent('Anna BianchiVia Roma 140121 Bologna (BO)');
    expect(ordine.getByText('Consegna dopo le 14')).toBeInTheDocument();
    expect(within(ordine.getByRole('region', { name: 'Cronologia' })).getByText('In Attesa')).toBeInTheDocument();

    const annullato = within(screen.getByRole('article', { name: 'Ordine 1B2F4E1A' }));
    expect(annullato.getByText(MESSAGGI_ORDINE.ibanNonDisponibile)).toBeInTheDocument();
    expect(annullato.getByText(MESSAGGI_ORDINE.cancellatoDalVenditore)).toBeInTheDocument();
    expect(annullato.queryByRole('timer')).not.toBeInTheDocument();
    // A cancelled order still says whom it was for, but no longer asks for the transfer.
    expect(annullato.getByRole('region', { name: 'Pagamento' })).toHaveTextContent('Ordine cancellato: non effettuare il bonifico.');
    expect(within(screen.getByRole('article', { name: 'Ordine 2B2F4E1A' })).getByText(MESSAGGI_ORDINE.cancellatoPerScadenza)).toBeInTheDocument();
  });

  it('copies the transfer reason', async () => {
    const gateway = acquirenteLoggato({ StatisticheAcquirente: statistiche, MieiOrdini: () => ({ data: { mieiOrdini: [ordineDemo()] } }) });
    const { user } = renderApp('/acquirente', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Copia causale' }));
    // user-event stands in for the browser's clipboard.
    await expect(navigator.clipboard.readText()).resolves.toBe('Ordine 9B2F4E1A - Anna Bianchi');
    expect(await screen.findByText('Copiato negli appunti')).toBeInTheDocument();
  });

  it('searches the orders on the server and says when nothing matches', async () => {
    const gateway = acquirenteLoggato({
      StatisticheAcquirente: statistiche,
      MieiOrdini: (variables) => ({ data: { mieiOrdini: variables.q ? [] : [ordineDemo()] } }),
    });
    const { user } = renderApp('/acquirente', gateway.fetch);
    await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' });
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'frizione');
    expect(await screen.findByText('Nessun ordine trovato')).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'MieiOrdini').map((c) => c.variables.q)).toEqual([null, 'frizione']);
  });

  it('offers the search when there are no orders, and says when they cannot be loaded', async () => {
    const vuoto = acquirenteLoggato({ StatisticheAcquirente: statistiche, MieiOrdini: () => ({ data: { mieiOrdini: [] } }) });
    const { unmount } = renderApp('/acquirente', vuoto.fetch);
    expect(await screen.findByRole('link', { name: 'Sfoglia i ricambi' })).toHaveAttribute('href', '/');
    unmount();

    const guasto = acquirenteLoggato({ StatisticheAcquirente: statistiche, MieiOrdini: () => errore('INTERNAL', MESSAGGI.generico) });
    renderApp('/acquirente', guasto.fetch);
    expect(await screen.findByText(MESSAGGI_ORDINE.erroreCaricamento)).toBeInTheDocument();
  });
});
