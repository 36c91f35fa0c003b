import { screen, within } from '@testing-library/react';
import { errore } from '../../../testing/fake-gateway';
import { ID_IMPORTAZIONE, importazioneDemo, rigaDemo, venditoreConImportazione } from '../../../testing/importazioni';
import { renderApp } from '../../../testing/render-app';

const PAGINA = '/venditore/importa';

const anteprima = () => screen.findByRole('region', { name: "Anteprima dell'importazione" });
const conferma = () => screen.getByRole('button', { name: 'Conferma importazione' });

describe('import preview', () => {
  it('sums up what confirming does, what it costs and the balance after it', async () => {
    const gateway = venditoreConImportazione(() =>
      importazioneDemo({
        anteprima: { nuove: 3, modificate: 1, invariate: 12, rimosse: 0, errori: 2 },
        costoGettoni: 16,
        saldoGettoni: 40,
      }),
    );
    renderApp(PAGINA, gateway.fetch);

    const sezione = within(await anteprima());
    expect(sezione.getByText('magazzino.xlsx · con foto')).toBeInTheDocument();
    const conteggi = sezione.getByRole('list', { name: "Riepilogo dell'anteprima" });
    expect(within(conteggi).getAllByRole('listitem').map((voce) => voce.textContent)).toEqual([
      '3 auto nuove',
      '1 auto modificata',
      '12 auto invariate',
      '0 auto rimosse',
      '2 righe con errori',
    ]);
    expect(sezione.getByText(/^Costo:/)).toHaveTextContent('Costo: 16 gettoni');
    expect(sezione.getByText(/^Saldo dopo/)).toHaveTextContent("Saldo dopo l'importazione: 24 gettoni");
    expect(sezione.queryByRole('link', { name: 'Acquista Gettoni' })).not.toBeInTheDocument();
    expect(conferma()).toBeEnabled();
  });

  it('says how many tokens are missing, links to the packs and keeps Conferma disabled', async () => {
    const gateway = venditoreConImportazione(() => importazioneDemo({ costoGettoni: 10, saldoGettoni: 3 }));
    renderApp(PAGINA, gateway.fetch);

    const avviso = within(await screen.findByRole('alert'));
    expect(avviso.getByText('Ti mancano 7 gettoni')).toBeInTheDocument();
    expect(avviso.getByRole('link', { name: 'Acquista Gettoni' })).toHaveAttribute('href', '/venditore/acquista-gettoni');
    expect(screen.queryByText(/^Saldo dopo/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Saldo attuale/)).toHaveTextContent('Saldo attuale: 3 gettoni');
    expect(conferma()).toBeDisabled();
  });

  it('agrees the missing count with one token', async () => {
    const gateway = venditoreConImportazione(() => importazioneDemo({ costoGettoni: 5, saldoGettoni: 4 }));
    renderApp(PAGINA, gateway.fetch);
    expect(within(await screen.findByRole('alert')).getByText('Ti manca 1 gettone')).toBeInTheDocument();
  });

  it('has nothing to confirm when every car is unchanged or wrong', async () => {
    const gateway = venditoreConImportazione(
      () => importazioneDemo({ anteprima: { nuove: 0, modificate: 0, invariate: 1, rimosse: 0, errori: 0 }, costoGettoni: 0 }),
      {},
      () => [rigaDemo({ esito: 'invariata' })],
    );
    renderApp(PAGINA, gateway.fetch);
    await anteprima();
    expect(screen.getByText("Nessuna auto da creare, modificare o rimuovere: non c'è nulla da confermare.")).toBeInTheDocument();
    expect(conferma()).toBeDisabled();
  });

  it('confirms the import and follows it as it runs', async () => {
    let importazione = importazioneDemo();
    const gateway = venditoreConImportazione(() => importazione, {
      ConfermaImportazione: () => {
        importazione = importazioneDemo({ stato: 'in_corso' });
        return { data: { confermaImportazione: importazione } };
      },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    await anteprima();

    await user.click(conferma());
    const titolo = await screen.findByRole('heading', { name: 'Importazione in corso' });
    expect(titolo).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: "Avanzamento dell'importazione" })).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'ConfermaImportazione').map((c) => c.variables)).toEqual([{ id: ID_IMPORTAZIONE }]);
  });

  it('cancels the preview: nothing written, nothing charged, and a way to start again', async () => {
    let importazione = importazioneDemo();
    const gateway = venditoreConImportazione(() => importazione, {
      AnnullaImportazione: () => {
        importazione = importazioneDemo({ stato: 'annullata', conclusaIl: '2026-11-29T08:05:00.000Z' });
        return { data: { annullaImportazione: importazione } };
      },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    await anteprima();

    // Straight back to the form, to send the corrected file; a toast says nothing was written or charged.
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByRole('heading', { name: 'Carica il file' })).toHaveFocus();
    expect(screen.getByLabelText('File con le auto')).toBeInTheDocument();
    expect(
      await screen.findByText('Anteprima annullata: nessuna auto è stata modificata e nessun gettone è stato addebitato.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal and where the import stands when confirming fails', async () => {
    let importazione = importazioneDemo();
    const gateway = venditoreConImportazione(() => importazione, {
      ConfermaImportazione: () => {
        importazione = importazioneDemo({ stato: 'annullata' });
        return errore('IMPORT_STATE_INVALID', "L'importazione non è più in attesa di conferma");
      },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    await anteprima();

    await user.click(conferma());
    expect(await screen.findByText("L'importazione non è più in attesa di conferma")).toBeInTheDocument();
    // Dropped meanwhile (in another tab): the page is back at the form.
    expect(await screen.findByRole('heading', { name: 'Carica il file' })).toBeInTheDocument();
  });
});
