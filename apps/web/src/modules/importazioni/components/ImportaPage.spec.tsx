import { LIMITI_IMPORTAZIONE, MESSAGGI_IMPORTAZIONE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { scaricaFile } from '../../../lib/rest/scarica-file';
import { ID_IMPORTAZIONE, importazioneDemo, venditoreConImportazione } from '../../../testing/importazioni';
import { renderApp } from '../../../testing/render-app';
import { TESTI_INVIO_IMPORTAZIONE } from '../api/controlla-file';
import type { Importazione } from '../api/importazione';
import { inviaImportazione } from '../api/invia-importazione';

jest.mock('../api/invia-importazione', () => ({
  ...jest.requireActual<typeof import('../api/invia-importazione')>('../api/invia-importazione'),
  inviaImportazione: jest.fn(),
}));
jest.mock('../../../lib/rest/scarica-file', () => ({ scaricaFile: jest.fn() }));

const PAGINA = '/venditore/importa';

const file = (nome: string, dimensione?: number) => {
  const creato = new File(['codice interno;marca\n'], nome);
  if (dimensione !== undefined) Object.defineProperty(creato, 'size', { value: dimensione });
  return creato;
};

beforeEach(() => {
  jest.mocked(inviaImportazione).mockReset();
  jest.mocked(scaricaFile).mockReset().mockResolvedValue(null);
});

describe('import page', () => {
  it('is in the seller area and offers the template and the stock, as CSV and Excel', async () => {
    const { user } = renderApp(PAGINA, venditoreConImportazione(() => null).fetch);

    expect(await screen.findByRole('heading', { name: 'Importa il magazzino', level: 1 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getByRole('link', { name: 'Importa' })).toHaveAttribute('href', PAGINA);

    await user.click(screen.getByRole('button', { name: 'Scarica il modello CSV' }));
    await user.click(screen.getByRole('button', { name: 'Scarica il modello Excel' }));
    await user.click(screen.getByRole('button', { name: 'Esporta il tuo magazzino CSV' }));
    await user.click(screen.getByRole('button', { name: 'Esporta il tuo magazzino Excel' }));
    expect(jest.mocked(scaricaFile).mock.calls.map(([, url, nome]) => [url, nome])).toEqual([
      ['/importazioni/modello.csv', 'modello-ricambiamo.csv'],
      ['/importazioni/modello.xlsx', 'modello-ricambiamo.xlsx'],
      ['/importazioni/scorta.csv', 'magazzino-ricambiamo.csv'],
      ['/importazioni/scorta.xlsx', 'magazzino-ricambiamo.xlsx'],
    ]);
  });

  it('shows why a download failed', async () => {
    jest.mocked(scaricaFile).mockResolvedValue('Il file non si è potuto scaricare: riprova tra poco');
    const { user } = renderApp(PAGINA, venditoreConImportazione(() => null).fetch);

    await user.click(await screen.findByRole('button', { name: 'Scarica il modello CSV' }));
    expect(await screen.findByText('Il file non si è potuto scaricare: riprova tra poco')).toBeInTheDocument();
  });

  it('checks the files before sending anything', async () => {
    const { user } = renderApp(PAGINA, venditoreConImportazione(() => null).fetch);
    await user.click(await screen.findByRole('button', { name: 'Analizza il file' }));
    const foglio = screen.getByLabelText('File con le auto');
    expect(foglio).toHaveAccessibleDescription(expect.stringContaining(MESSAGGI_IMPORTAZIONE.foglioMancante));
    expect(foglio).toHaveAttribute('aria-invalid', 'true');
    expect(foglio).toHaveFocus();

    await user.upload(foglio, file('auto.csv', LIMITI_IMPORTAZIONE.bytesFoglio + 1));
    expect(foglio).toHaveAccessibleDescription(expect.stringContaining(MESSAGGI_IMPORTAZIONE.foglioTroppoGrande));
    await user.upload(foglio, file('auto.csv'));
    expect(foglio).not.toHaveAttribute('aria-invalid');

    const foto = screen.getByLabelText('Foto (facoltativo)');
    await user.upload(foto, file('foto.zip', LIMITI_IMPORTAZIONE.bytesZip + 1));
    expect(foto).toHaveAccessibleDescription(expect.stringContaining(MESSAGGI_IMPORTAZIONE.zipTroppoGrande));
    await user.click(screen.getByRole('button', { name: 'Analizza il file' }));
    expect(foto).toHaveFocus();
    expect(inviaImportazione).not.toHaveBeenCalled();
  });

  it('sends the sheet, the photos and the option with the upload progress, then waits for the analysis', async () => {
    let importazione: Importazione | null = null;
    let finisci!: () => void;
    jest.mocked(inviaImportazione).mockImplementation((_file, _token, onProgresso) => {
      onProgresso(0.4);
      return new Promise((resolve) => {
        finisci = () => {
          importazione = importazioneDemo({ stato: 'in_analisi' });
          resolve({ stato: 201, corpo: { id: ID_IMPORTAZIONE, stato: 'in_analisi' } });
        };
      });
    });
    const { user } = renderApp(PAGINA, venditoreConImportazione(() => importazione).fetch);
    const foglio = file('magazzino.xlsx');
    const foto = file('foto.zip');

    await user.upload(await screen.findByLabelText('File con le auto'), foglio);
    await user.upload(screen.getByLabelText('Foto (facoltativo)'), foto);
    await user.click(screen.getByRole('checkbox', { name: 'rimuovi le auto non presenti nel file' }));
    await user.click(screen.getByRole('button', { name: 'Analizza il file' }));

    expect(await screen.findByRole('progressbar', { name: 'Invio dei file' })).toHaveAttribute('value', '0.4');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(jest.mocked(inviaImportazione).mock.calls.map(([dati, token]) => [dati, token])).toEqual([
      [{ foglio, foto, rimuovi: true }, 'tok'],
    ]);

    finisci();
    expect(await screen.findByRole('heading', { name: 'Analisi del file' })).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'Analisi del file' })).getByRole('status')).toHaveTextContent('Analisi del file in corso…');
  });

  it('says another import is open, and shows it', async () => {
    let importazione: Importazione | null = null;
    jest.mocked(inviaImportazione).mockImplementation(() => {
      importazione = importazioneDemo();
      return Promise.resolve({ stato: 409, corpo: { message: MESSAGGI_IMPORTAZIONE.inCorso } });
    });
    const { user } = renderApp(PAGINA, venditoreConImportazione(() => importazione).fetch);

    await user.upload(await screen.findByLabelText('File con le auto'), file('auto.csv'));
    await user.click(screen.getByRole('button', { name: 'Analizza il file' }));
    expect(await screen.findByRole('heading', { name: "Anteprima dell'importazione" })).toBeInTheDocument();
  });

  it("shows the gateway's refusal beside the form, or its own text when the answer had none", async () => {
    jest
      .mocked(inviaImportazione)
      .mockResolvedValueOnce({ stato: 429, corpo: { message: 'Hai caricato troppe importazioni: riprova tra qualche minuto' } })
      .mockResolvedValueOnce({ stato: 413, corpo: null })
      .mockRejectedValueOnce(new Error('upload failed'));
    const { user } = renderApp(PAGINA, venditoreConImportazione(() => null).fetch);
    await user.upload(await screen.findByLabelText('File con le auto'), file('auto.csv'));

    for (const messaggio of [
      'Hai caricato troppe importazioni: riprova tra qualche minuto',
      TESTI_INVIO_IMPORTAZIONE.troppoGrandi,
      TESTI_INVIO_IMPORTAZIONE.connessione,
    ]) {
      await user.click(screen.getByRole('button', { name: 'Analizza il file' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(messaggio);
    }
  });

  it('tries the upload once more with a renewed session when the token had expired', async () => {
    jest
      .mocked(inviaImportazione)
      .mockResolvedValueOnce({ stato: 401, corpo: { message: 'Sessione scaduta' } })
      .mockResolvedValueOnce({ stato: 201, corpo: { id: ID_IMPORTAZIONE } });
    const gateway = venditoreConImportazione(() => null);
    const { user } = renderApp(PAGINA, gateway.fetch);
    await user.upload(await screen.findByLabelText('File con le auto'), file('auto.csv'));
    await user.click(screen.getByRole('button', { name: 'Analizza il file' }));

    await waitFor(() => expect(inviaImportazione).toHaveBeenCalledTimes(2));
    expect(gateway.chiamate.filter((c) => c.operazione === 'RinnovaSessione')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a seller coming back the import where it stands', async () => {
    renderApp(PAGINA, venditoreConImportazione(() => importazioneDemo({ stato: 'in_analisi' })).fetch);
    expect(await screen.findByRole('heading', { name: 'Analisi del file' })).toBeInTheDocument();
    expect(screen.getByText('magazzino.xlsx · con foto')).toBeInTheDocument();
    expect(screen.queryByLabelText('File con le auto')).not.toBeInTheDocument();
  });

  it('downloads the report of a finished import', async () => {
    const { user } = renderApp(
      PAGINA,
      venditoreConImportazione(() => importazioneDemo({ stato: 'completata', conclusaIl: '2026-11-29T09:00:00.000Z' })).fetch,
    );
    await user.click(await screen.findByRole('button', { name: 'Scarica il rapporto' }));
    expect(jest.mocked(scaricaFile).mock.calls.map(([, url, nome]) => [url, nome])).toEqual([
      [`/importazioni/${ID_IMPORTAZIONE}/rapporto.csv`, 'rapporto-importazione.csv'],
    ]);
  });
});
