import { formattaEuro, MESSAGGI, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { ID_AUTO } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import { andamentoDemo, andamentoVuoto, conDomanda, domandaDemo, venditoreConStatistiche } from '../../../testing/statistiche';
import { TESTI_DOMANDA } from '../api/testi';

const PAGINA = '/venditore/statistiche';
const T = TESTI_STATISTICHE;
const D = TESTI_DOMANDA;

// recharts measures its box with ResizeObserver, which jsdom lacks, and finds every box empty: it draws nothing here
// and says so, which is expected. What the charts show is checked through their tables; the drawing, by the
// screenshots (apps/web-e2e/src/screenshots.spec.ts).
const avviso = console.warn.bind(console);
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) avviso(...args);
  });
});

afterAll(() => jest.restoreAllMocks());

/** A chart's card, found by its heading, and the rows of the table its figures are read aloud from. */
function grafico(titolo: string) {
  const scheda = screen.getByRole('region', { name: titolo });
  const righe = within(scheda)
    .queryAllByRole('row')
    .slice(1)
    .map((riga) => [...riga.querySelectorAll('th, td')].map((cella) => cella.textContent));
  return { scheda, righe };
}

describe('the seller’s statistics page', () => {
  it('sums the 12 weeks and draws the four charts, their figures readable as tables', async () => {
    renderApp(PAGINA, venditoreConStatistiche(andamentoDemo()).fetch);

    expect(await screen.findByRole('heading', { name: T.titolo, level: 1 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getByRole('link', { name: 'Statistiche' })).toHaveAttribute('href', PAGINA);

    const totali = within(await screen.findByRole('region', { name: T.totali }));
    const coppie = totali.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(coppie).toEqual([
      ['Ordini', '3'],
      ['Vendite', formattaEuro(146_050)],
      ['Visualizzazioni', '52'],
      ['Conversione', '5,8%'],
    ]);

    const ordini = grafico(T.graficoOrdini);
    expect(ordini.righe).toHaveLength(12);
    expect(ordini.righe.slice(-2)).toEqual([
      ['Settimana dal 16 novembre 2026', '2', formattaEuro(131_000)],
      ['Settimana dal 23 novembre 2026', '1', formattaEuro(15_050)],
    ]);
    // The drawing arrives with its own chunk after the card (DisegniGrafici), in the box hidden from screen readers.
    await waitFor(() =>
      expect(ordini.scheda.querySelector('.recharts-responsive-container')?.parentElement).toHaveAttribute('aria-hidden', 'true'),
    );

    expect(grafico(T.graficoRicambi).righe).toEqual([
      ['Cambio', '2', formattaEuro(100_000)],
      ['Centralina ECU', '1', formattaEuro(15_050)],
    ]);
    expect(grafico(T.graficoVisualizzazioni).righe.slice(-3)).toEqual([
      ['Settimana dal 9 novembre 2026', '12'],
      ['Settimana dal 16 novembre 2026', '40'],
      ['Settimana dal 23 novembre 2026', '0'],
    ]);
    // A week without views has no conversion: a dash, not 0%.
    expect(grafico(T.graficoConversione).righe.slice(-3)).toEqual([
      ['Settimana dal 9 novembre 2026', '0%'],
      ['Settimana dal 16 novembre 2026', '5%'],
      ['Settimana dal 23 novembre 2026', '—'],
    ]);

    const viste = within(screen.getByRole('region', { name: T.autoPiuViste }));
    expect(viste.getByRole('link', { name: 'Fiat Panda 2012' })).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
  });

  it('says there is nothing yet when no week has an order or a view', async () => {
    renderApp(PAGINA, venditoreConStatistiche(andamentoVuoto()).fetch);
    expect(await screen.findByText(T.vuoto)).toBeInTheDocument();
    expect(screen.getByText(T.vuotoDettaglio)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.graficoOrdini })).not.toBeInTheDocument();
  });

  it('says no part was sold in place of an empty chart, when there were only views', async () => {
    renderApp(PAGINA, venditoreConStatistiche(andamentoDemo({ ricambiPiuVenduti: [] })).fetch);
    const ricambi = within(await screen.findByRole('region', { name: T.graficoRicambi }));
    expect(ricambi.getByText(T.nessunRicambio)).toBeInTheDocument();
  });

  it('shows a placeholder while loading, and on a failed read the error with Riprova, which reads again', async () => {
    let letture = 0;
    let rispondi: () => void = () => undefined;
    const attesa = new Promise<void>((resolve) => (rispondi = resolve));
    const gateway = venditoreConStatistiche(andamentoDemo(), {
      AndamentoVenditore: async () => {
        letture += 1;
        if (letture === 1) {
          await attesa;
          return errore('INTERNAL', 'boom');
        }
        return { data: { andamentoVenditore: andamentoDemo() } };
      },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    expect(await screen.findByLabelText(T.caricamento)).toHaveAttribute('aria-busy', 'true');
    rispondi();
    expect(await screen.findByText(MESSAGGI.dati.erroreCaricamento)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: T.graficoOrdini })).toBeInTheDocument();
    expect(letture).toBe(2);
  });
});

/** The demand card, and the entries of its list under `titolo` as they read. */
async function domanda() {
  const scheda = within(await screen.findByRole('region', { name: D.titolo }));
  const voci = (titolo: string) =>
    within(scheda.getByRole('list', { name: titolo }))
      .getAllByRole('listitem')
      .map((voce) => voce.textContent);
  return { scheda, voci };
}

describe('the demand in the seller’s zone', () => {
  it('ranks the models and the parts buyers asked for in the seller’s region over 30 days', async () => {
    renderApp(PAGINA, venditoreConStatistiche(andamentoDemo()).fetch);
    const { scheda, voci } = await domanda();
    expect(await scheda.findByText('Emilia-Romagna, ultimi 30 giorni')).toBeInTheDocument();
    expect(voci(D.modelli)).toEqual([
      'Fiat Panda — 3 richieste, 5 ricerche senza risultati',
      'Alfa Romeo, qualsiasi modello — 2 ricerche senza risultati',
      'Lancia Ypsilon — 1 richiesta',
    ]);
    expect(voci(D.ricambi)).toEqual(['Cambio — 4 richieste', 'Centralina ECU — 1 richiesta']);
    expect(scheda.queryByRole('link', { name: D.indicaProvincia })).not.toBeInTheDocument();
  });

  it('shows all Italy to a seller without a province, and links to the profile to give one', async () => {
    renderApp(PAGINA, venditoreConStatistiche(andamentoDemo(), conDomanda(domandaDemo({ regione: null }))).fetch);
    const { scheda, voci } = await domanda();
    expect(await scheda.findByText('Tutta Italia, ultimi 30 giorni')).toBeInTheDocument();
    expect(scheda.getByRole('link', { name: D.indicaProvincia })).toHaveAttribute('href', '/venditore/profilo');
    expect(voci(D.modelli)).toHaveLength(3);
  });

  it('says nobody asked for anything yet, beside a seller’s own empty statistics', async () => {
    renderApp(PAGINA, venditoreConStatistiche(andamentoVuoto(), conDomanda(domandaDemo({ modelli: [], ricambi: [] }))).fetch);
    const { scheda } = await domanda();
    expect(await scheda.findByText(D.vuoto)).toBeInTheDocument();
    expect(scheda.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(T.vuoto)).toBeInTheDocument();
  });

  it('says no catalogue part was asked for when the requests only described theirs', async () => {
    renderApp(PAGINA, venditoreConStatistiche(andamentoDemo(), conDomanda(domandaDemo({ ricambi: [] }))).fetch);
    const { scheda } = await domanda();
    expect(await scheda.findByText(D.nessunRicambio)).toBeInTheDocument();
    expect(scheda.queryByRole('list', { name: D.ricambi })).not.toBeInTheDocument();
  });

  it('loads and fails apart from the charts, and Riprova reads it again', async () => {
    let letture = 0;
    let rispondi: () => void = () => undefined;
    const attesa = new Promise<void>((resolve) => (rispondi = resolve));
    const gateway = venditoreConStatistiche(andamentoDemo(), {
      DomandaZona: async () => {
        letture += 1;
        if (letture === 1) {
          await attesa;
          return errore('INTERNAL', 'boom');
        }
        return { data: { domandaZona: domandaDemo() } };
      },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    expect(await screen.findByLabelText(D.caricamento)).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('region', { name: T.graficoOrdini })).toBeInTheDocument();
    rispondi();
    const scheda = within(await screen.findByRole('region', { name: D.titolo }));
    expect(await scheda.findByText(MESSAGGI.dati.erroreCaricamento)).toBeInTheDocument();
    await user.click(scheda.getByRole('button', { name: 'Riprova' }));
    expect(await scheda.findByRole('list', { name: D.modelli })).toBeInTheDocument();
    expect(letture).toBe(2);
  });
});
