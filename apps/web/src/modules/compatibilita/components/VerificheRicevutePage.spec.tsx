import { MAX_NOTA_VERIFICA, MESSAGGI, MESSAGGI_VERIFICA } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ID_AUTO } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import { ID_VERIFICA, venditoreConVerifiche, verificaRicevutaDemo } from '../../../testing/verifiche-ricevute';

const PAGINA = '/venditore/verifiche';
const RISPOSTA = 'c4c4c4c4-0000-4000-8000-000000000002';

const risposta = verificaRicevutaDemo({
  id: RISPOSTA,
  nomeRicambio: 'Centralina ECU',
  veicolo: 'Lancia Ypsilon 2011, benzina, 1242 cc',
  telaioOTarga: 'AB123CD',
  domanda: 'È la stessa centralina?',
  esito: 'compatibile',
  nota: 'Stesso codice 55195817',
  createdAt: '2026-11-27T08:00:00.000Z',
  rispostaIl: '2026-11-27T10:30:00.000Z',
});

const voce = async (nome: string) => within(await screen.findByRole('article', { name: nome }));

describe('the seller’s checks page', () => {
  afterEach(() => toast.dismiss());

  it('lists each check with the part, the car, the buyer’s vehicle, the VIN or plate, the question and the date', async () => {
    renderApp(PAGINA, venditoreConVerifiche([verificaRicevutaDemo(), risposta]).fetch);

    expect(await screen.findByRole('heading', { name: 'Verifiche di compatibilità', level: 1 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getByRole('link', { name: 'Verifiche' })).toHaveAttribute('href', PAGINA);
    expect(await screen.findByText('1 richiesta da rispondere')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Cambio', 'Centralina ECU']);

    const cambio = await voce('Cambio');
    expect(cambio.getByRole('link', { name: 'Fiat Panda 2012' })).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(cambio.getByText(/^Richiesta il 29 nov 2026, \d{2}:15$/)).toBeInTheDocument();
    const dati = cambio.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(dati).toEqual([
      ["Veicolo dell'acquirente", 'Fiat Punto 2010, benzina, 1242 cc, 169A4000'],
      ['Telaio o targa', 'ZFA18800000123456'],
      ['Domanda', 'Va bene anche per la versione con il climatizzatore?'],
    ]);
    expect(cambio.getByRole('form', { name: 'Rispondi alla richiesta' })).toBeInTheDocument();
    expect(cambio.getByRole('radio', { name: 'Compatibile' })).not.toBeChecked();
    expect(cambio.getByRole('radio', { name: 'Non compatibile' })).not.toBeChecked();

    // An answered one shows its answer, and no form.
    const ecu = await voce('Centralina ECU');
    expect(ecu.getByTestId('esito-verifica')).toHaveTextContent(/^Hai risposto: CompatibileStesso codice 55195817Il 27 nov 2026, \d{2}:30$/);
    expect(ecu.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for the answer before sending, then sends it with the note and shows it in place of the form', async () => {
    const gateway = venditoreConVerifiche([verificaRicevutaDemo()], {
      RispondiVerificaCompatibilita: (variables) => {
        const { esito, nota } = variables.input as { esito: 'compatibile' | 'non_compatibile'; nota: string | null };
        return { data: { rispondiVerificaCompatibilita: verificaRicevutaDemo({ esito, nota, rispostaIl: '2026-11-29T11:00:00.000Z' }) } };
      },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    const cambio = await voce('Cambio');

    await user.click(cambio.getByRole('button', { name: 'Invia risposta' }));
    expect(await cambio.findByText(MESSAGGI_VERIFICA.esito)).toBeInTheDocument();
    expect(cambio.getByRole('radio', { name: 'Compatibile' })).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.chiamate.some((c) => c.operazione === 'RispondiVerificaCompatibilita')).toBe(false);

    await user.click(cambio.getByRole('radio', { name: 'Non compatibile' }));
    const nota = cambio.getByLabelText("Nota per l'acquirente (facoltativa)");
    expect(nota).toHaveAttribute('maxLength', String(MAX_NOTA_VERIFICA));
    await user.type(nota, '  Il tuo è a 6 marce ');
    expect(cambio.getByText(`21/${MAX_NOTA_VERIFICA}`)).toBeInTheDocument();
    await user.click(cambio.getByRole('button', { name: 'Invia risposta' }));

    expect(await screen.findByText(MESSAGGI_VERIFICA.risposta)).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'RispondiVerificaCompatibilita')?.variables).toEqual({
      input: { verificaId: ID_VERIFICA, esito: 'non_compatibile', nota: 'Il tuo è a 6 marce' },
    });
    const esito = await cambio.findByTestId('esito-verifica');
    expect(esito).toHaveTextContent(/^Hai risposto: Non compatibileIl tuo è a 6 marceIl 29 nov 2026/);
    await waitFor(() => expect(esito).toHaveFocus());
    expect(cambio.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Hai risposto a tutte le richieste')).toBeInTheDocument();
  });

  it('sends no note when the seller wrote none', async () => {
    const gateway = venditoreConVerifiche([verificaRicevutaDemo()], {
      RispondiVerificaCompatibilita: () => ({ data: { rispondiVerificaCompatibilita: verificaRicevutaDemo({ esito: 'compatibile' }) } }),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    const cambio = await voce('Cambio');
    await user.click(cambio.getByRole('radio', { name: 'Compatibile' }));
    await user.click(cambio.getByRole('button', { name: 'Invia risposta' }));
    expect(await cambio.findByTestId('esito-verifica')).toHaveTextContent('Hai risposto: Compatibile');
    expect(gateway.chiamate.find((c) => c.operazione === 'RispondiVerificaCompatibilita')?.variables).toEqual({
      input: { verificaId: ID_VERIFICA, esito: 'compatibile', nota: null },
    });
  });

  it('shows the gateway’s message when the check was answered meanwhile, and reads the list again', async () => {
    let letture = 0;
    const gateway = venditoreConVerifiche([], {
      VerificheRicevute: () => {
        letture += 1;
        const esito = letture > 1 ? ('compatibile' as const) : null;
        return { data: { verificheRicevute: [verificaRicevutaDemo({ esito, rispostaIl: esito && '2026-11-29T10:00:00.000Z' })] } };
      },
      RispondiVerificaCompatibilita: () => errore('CHECK_ANSWERED', MESSAGGI_VERIFICA.giaRisposta),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    const cambio = await voce('Cambio');
    await user.click(cambio.getByRole('radio', { name: 'Non compatibile' }));
    await user.click(cambio.getByRole('button', { name: 'Invia risposta' }));

    expect(await screen.findByText(MESSAGGI_VERIFICA.giaRisposta)).toBeInTheDocument();
    expect(await cambio.findByTestId('esito-verifica')).toHaveTextContent('Hai risposto: Compatibile');
    expect(letture).toBe(2);
  });

  it('says the answer failed, in its own words, when the gateway could not be reached', async () => {
    const gateway = venditoreConVerifiche([verificaRicevutaDemo()], {
      RispondiVerificaCompatibilita: () => errore('INTERNAL', 'Errore interno'),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    const cambio = await voce('Cambio');
    await user.click(cambio.getByRole('radio', { name: 'Compatibile' }));
    await user.click(cambio.getByRole('button', { name: 'Invia risposta' }));
    expect(await screen.findByText(MESSAGGI_VERIFICA.erroreRisposta)).toBeInTheDocument();
    expect(cambio.getByRole('form', { name: 'Rispondi alla richiesta' })).toBeInTheDocument();
  });

  it('says so when there is no check yet', async () => {
    renderApp(PAGINA, venditoreConVerifiche([]).fetch);
    expect(await screen.findByText('Nessuna richiesta di verifica')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the list loading, and a failed read with Riprova', async () => {
    let rilascia: () => void = () => {};
    let letture = 0;
    const gateway = venditoreConVerifiche([], {
      VerificheRicevute: () => {
        letture += 1;
        if (letture === 1) return new Promise((resolve) => (rilascia = () => resolve(errore('INTERNAL', 'Errore interno'))));
        return { data: { verificheRicevute: [verificaRicevutaDemo()] } };
      },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);

    expect(await screen.findByLabelText('Caricamento delle richieste')).toHaveAttribute('aria-busy', 'true');
    rilascia();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGGI.dati.erroreCaricamento);
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Cambio' })).toBeInTheDocument();
  });
});
