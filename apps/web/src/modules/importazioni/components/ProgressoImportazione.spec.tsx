import { screen, waitFor, within } from '@testing-library/react';
import { importazioneDemo, venditoreConImportazione } from '../../../testing/importazioni';
import { renderApp } from '../../../testing/render-app';

const PAGINA = '/venditore/importa';

const inCorso = (fatte: number, conteggi: Partial<ReturnType<typeof importazioneDemo>['avanzamento']> = {}) =>
  importazioneDemo({
    stato: 'in_corso',
    avanzamento: { totale: 500, fatte, create: 0, aggiornate: 0, rimosse: 0, fallite: 0, ...conteggi },
  });

describe('import in progress', () => {
  it('draws a progress bar of the rows done and what they did, and says the seller may leave', async () => {
    const gateway = venditoreConImportazione(() => inCorso(120, { create: 100, aggiornate: 15, rimosse: 3, fallite: 2 }));
    renderApp(PAGINA, gateway.fetch);

    const barra = await screen.findByRole('progressbar', { name: "Avanzamento dell'importazione" });
    expect(barra).toHaveAttribute('aria-valuemin', '0');
    expect(barra).toHaveAttribute('aria-valuemax', '500');
    expect(barra).toHaveAttribute('aria-valuenow', '120');
    expect(barra).toHaveAttribute('aria-valuetext', '120 di 500 auto');
    expect(screen.getByText('24%')).toBeInTheDocument();
    const conteggi = screen.getByRole('list', { name: 'Avanzamento' });
    expect(within(conteggi).getAllByRole('listitem').map((voce) => voce.textContent)).toEqual([
      '100 auto create',
      '15 auto aggiornate',
      '3 auto rimosse',
      '2 righe non riuscite',
    ]);
    expect(screen.getByText(/Puoi lasciare questa pagina/)).toHaveTextContent(
      "Puoi lasciare questa pagina: l'importazione continua e ti avvisiamo con una notifica e un'e-mail quando è conclusa.",
    );
  });

  it('moves on with each live hint, and reads the balance again when the import ends', async () => {
    let importazione = inCorso(0);
    let saldo = 50;
    const gateway = venditoreConImportazione(() => importazione, { SaldoGettoni: () => ({ data: { saldoGettoni: saldo } }) });
    const { live } = renderApp(PAGINA, gateway.fetch);
    const barra = await screen.findByRole('progressbar');

    importazione = inCorso(250, { create: 250 });
    live.emetti('importazioni');
    await waitFor(() => expect(barra).toHaveAttribute('aria-valuenow', '250'));

    importazione = importazioneDemo({
      stato: 'completata',
      conclusaIl: '2026-11-29T09:00:00.000Z',
      avanzamento: { totale: 500, fatte: 500, create: 499, aggiornate: 0, rimosse: 0, fallite: 1 },
    });
    saldo = 5;
    const letture = gateway.chiamate.filter((c) => c.operazione === 'SaldoGettoni').length;
    live.emetti('importazioni');
    expect(await screen.findByRole('heading', { name: 'Importazione completata' })).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Risultato' })).getAllByRole('listitem').map((voce) => voce.textContent)).toEqual([
      '499 auto create',
      '0 auto aggiornate',
      '0 auto rimosse',
      '1 riga non riuscita',
      '0 auto invariate',
    ]);
    expect(screen.getByText(/Nel rapporto trovi il motivo/)).toBeInTheDocument();
    await waitFor(() => expect(gateway.chiamate.filter((c) => c.operazione === 'SaldoGettoni').length).toBeGreaterThan(letture));
  });

  it('asks again every 2 s without live hints, until the import has ended', async () => {
    let importazione = inCorso(10);
    const gateway = venditoreConImportazione(() => importazione);
    renderApp(PAGINA, gateway.fetch);
    const barra = await screen.findByRole('progressbar');

    importazione = inCorso(40);
    await waitFor(() => expect(barra).toHaveAttribute('aria-valuenow', '40'), { timeout: 5000 });
    importazione = importazioneDemo({ stato: 'fallita', messaggio: 'Il file delle foto non è un archivio ZIP leggibile' });
    expect(await screen.findByRole('heading', { name: 'Importazione non riuscita' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Il file delle foto non è un archivio ZIP leggibile');

    const domande = gateway.chiamate.filter((c) => c.operazione === 'ImportazioneCorrente').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(gateway.chiamate.filter((c) => c.operazione === 'ImportazioneCorrente')).toHaveLength(domande);
  });
});
