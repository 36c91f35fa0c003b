import { ETICHETTE_FREQUENZA, MAX_RICERCHE_SALVATE, MESSAGGI_RICERCA } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ID_AUTO } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { ID_RICERCA, ID_RICERCA_DIESEL, ricercaDemo, ricercaDieselDemo, ricercheFinte } from '../../../testing/ricerche';
import { TESTI_RICERCHE } from '../api/testi';

const T = TESTI_RICERCHE;

function buyer(finte = ricercheFinte([ricercaDemo(), ricercaDieselDemo()])) {
  return { finte, gateway: acquirenteLoggato(finte.handlers) };
}

const scheda = async (nome: string) => within(await screen.findByRole('listitem', { name: nome }));
const fatte = (gateway: ReturnType<typeof acquirenteLoggato>, operazione: string) =>
  gateway.chiamate.filter((c) => c.operazione === operazione).map((c) => c.variables);

describe('/acquirente/ricerche', () => {
  afterEach(() => toast.dismiss());

  it('shows each search with its filters, its alerts, paused or not, a link to it and its latest matches', async () => {
    renderApp('/acquirente/ricerche', buyer().gateway.fetch);

    expect(await screen.findByRole('heading', { name: T.titolo, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(`2 di ${MAX_RICERCHE_SALVATE} ricerche salvate`)).toBeInTheDocument();

    const panda = await scheda('Panda 169A4000 Cambio');
    expect(within(panda.getByRole('list', { name: 'Filtri' })).getAllByRole('listitem').map((voce) => voce.textContent)).toEqual([
      '«169A4000 Cambio»',
      'Panda',
      'Anno 2010–2015',
      T.soloDisponibili,
    ]);
    expect(panda.getByRole('combobox', { name: T.avvisi })).toHaveValue('subito');
    expect(panda.queryByText(T.inPausa)).not.toBeInTheDocument();
    expect(panda.getByRole('button', { name: T.pausa })).toBeInTheDocument();
    expect(panda.getByRole('link', { name: T.apri })).toHaveAttribute(
      'href',
      '/?q=169A4000+Cambio&modello=Panda&annoDa=2010&annoA=2015&soloDisponibili=1',
    );
    expect(panda.getByRole('link', { name: 'Fiat Panda 2012' })).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(panda.getByText('28/11/2026')).toHaveAttribute('dateTime', '2026-11-28T10:00:00.000Z');
    expect(panda.getByText(/3 inserzioni trovate/)).toBeInTheDocument();

    const diesel = await scheda('Diesel');
    expect(within(diesel.getByRole('list', { name: 'Filtri' })).getAllByRole('listitem').map((voce) => voce.textContent)).toEqual([
      'Diesel',
      'Km fino a 150.000',
    ]);
    expect(diesel.getByRole('combobox', { name: T.avvisi })).toHaveValue('giornaliera');
    expect(diesel.getByText(T.inPausa)).toBeInTheDocument();
    expect(diesel.getByRole('button', { name: T.riprendi })).toBeInTheDocument();
    expect(diesel.getByRole('link', { name: T.apri })).toHaveAttribute('href', '/?carburante=diesel&kmA=150000');
    expect(diesel.getByText(T.nessunaCorrispondenza)).toBeInTheDocument();
  });

  it('pauses a search and resumes it', async () => {
    const { gateway } = buyer();
    const { user } = renderApp('/acquirente/ricerche', gateway.fetch);
    const panda = await scheda('Panda 169A4000 Cambio');

    await user.click(panda.getByRole('button', { name: T.pausa }));
    expect(await panda.findByText(T.inPausa)).toBeInTheDocument();
    expect(await screen.findByText(T.messaInPausa)).toBeInTheDocument();
    await user.click(panda.getByRole('button', { name: T.riprendi }));
    await waitFor(() => expect(panda.queryByText(T.inPausa)).not.toBeInTheDocument());
    expect(panda.getByRole('button', { name: T.pausa })).toBeInTheDocument();

    expect(fatte(gateway, 'ModificaRicerca')).toEqual([
      { input: { ricercaId: ID_RICERCA, attiva: false } },
      { input: { ricercaId: ID_RICERCA, attiva: true } },
    ]);
  });

  it('changes how a search’s matches are e-mailed', async () => {
    const { gateway } = buyer();
    const { user } = renderApp('/acquirente/ricerche', gateway.fetch);
    const diesel = await scheda('Diesel');

    await user.selectOptions(diesel.getByRole('combobox', { name: T.avvisi }), ETICHETTE_FREQUENZA.subito);
    expect(await screen.findByText(T.frequenzaCambiata)).toBeInTheDocument();
    expect(diesel.getByRole('combobox', { name: T.avvisi })).toHaveValue('subito');
    expect(fatte(gateway, 'ModificaRicerca')).toEqual([{ input: { ricercaId: ID_RICERCA_DIESEL, frequenza: 'subito' } }]);
  });

  it('renames a search, checking the name as saving does', async () => {
    const { gateway } = buyer();
    const { user } = renderApp('/acquirente/ricerche', gateway.fetch);
    const panda = await scheda('Panda 169A4000 Cambio');

    await user.click(panda.getByRole('button', { name: T.rinomina }));
    const finestra = within(screen.getByRole('dialog', { name: T.rinomina }));
    const nome = finestra.getByRole('textbox', { name: T.nome });
    expect(nome).toHaveValue('Panda 169A4000 Cambio');
    await user.clear(nome);
    await user.click(finestra.getByRole('button', { name: 'Salva' }));
    expect(await finestra.findByText(MESSAGGI_RICERCA.nome)).toBeInTheDocument();
    expect(fatte(gateway, 'ModificaRicerca')).toEqual([]);

    await user.type(nome, 'Cambio della Panda');
    await user.click(finestra.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(T.rinominata)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Cambio della Panda' })).toBeInTheDocument();
    expect(fatte(gateway, 'ModificaRicerca')).toEqual([{ input: { ricercaId: ID_RICERCA, nome: 'Cambio della Panda' } }]);
  });

  it('deletes a search once the buyer confirms, and not when they cancel', async () => {
    const { gateway } = buyer();
    const { user } = renderApp('/acquirente/ricerche', gateway.fetch);
    const panda = await scheda('Panda 169A4000 Cambio');

    await user.click(panda.getByRole('button', { name: T.elimina }));
    const conferma = within(screen.getByRole('alertdialog', { name: T.eliminare('Panda 169A4000 Cambio') }));
    expect(conferma.getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await user.click(conferma.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fatte(gateway, 'EliminaRicerca')).toEqual([]);

    await user.click(panda.getByRole('button', { name: T.elimina }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.elimina }));
    expect(await screen.findByText(T.eliminata)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Panda 169A4000 Cambio' })).not.toBeInTheDocument();
    expect(screen.getByText(`1 di ${MAX_RICERCHE_SALVATE} ricerche salvate`)).toBeInTheDocument();
    expect(fatte(gateway, 'EliminaRicerca')).toEqual([{ ricercaId: ID_RICERCA }]);
  });

  it('says there is none yet, with the way to the search', async () => {
    renderApp('/acquirente/ricerche', buyer(ricercheFinte([])).gateway.fetch);
    expect(await screen.findByRole('heading', { name: T.nessuna })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.cerca })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/ di \d+ ricerche salvate/)).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and a failure with Riprova', async () => {
    let rispondi!: () => void;
    let chiamate = 0;
    const { finte } = buyer();
    const gateway = acquirenteLoggato({
      ...finte.handlers,
      RicercheSalvate: () =>
        ++chiamate === 1
          ? new Promise((resolve) => {
              rispondi = () => resolve(errore('INTERNAL', 'Errore'));
            })
          : finte.handlers.RicercheSalvate(),
    });
    const { user } = renderApp('/acquirente/ricerche', gateway.fetch);

    expect(await screen.findByLabelText(T.caricamento)).toHaveAttribute('aria-busy', 'true');
    rispondi();
    const allarme = await screen.findByRole('alert');
    expect(allarme).toHaveTextContent(T.erroreCaricamento);
    await user.click(within(allarme).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('listitem', { name: 'Panda 169A4000 Cambio' })).toBeInTheDocument();
  });
});
