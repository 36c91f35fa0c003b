import { screen, waitFor, within } from '@testing-library/react';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { venditoreLoggato } from '../../../testing/gettoni';
import { acquirenteLoggato } from '../../../testing/ordini';
import { fermaOrologio } from '../../../testing/orologio';
import { ID_RICHIESTA, richiestaDemo, richiestaGolfDemo, richiesteFinte } from '../../../testing/richieste';
import { renderApp } from '../../../testing/render-app';
import { TESTI_RICHIESTE } from '../api/testi';

const T = TESTI_RICHIESTE;
const bacheca = () => richiesteFinte([richiestaDemo(), richiestaGolfDemo(), richiestaDemo({ id: 'b6b6b6b6-0000-4000-8000-000000000003', stato: 'chiusa', motivoChiusura: 'scaduta' })]);
const scheda = async (titolo: string) => within(await screen.findByRole('listitem', { name: titolo }));

describe('/cerco', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the open requests as cards: the car, what is wanted, the codes, the price, where, how long ago, the answers', async () => {
    fermaOrologio('2026-11-29T10:00:00Z');
    renderApp('/cerco', createFakeGateway(bacheca().handlers).fetch);

    expect(await screen.findByRole('heading', { name: T.bacheca, level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem', { name: /Fiat Panda 2012|Volkswagen Golf 2010/ })).toHaveLength(2);

    const panda = await scheda('Fiat Panda 2012');
    expect(panda.getByRole('link', { name: 'Fiat Panda 2012' })).toHaveAttribute('href', `/cerco/${ID_RICHIESTA}`);
    expect(within(panda.getByRole('list', { name: 'Ricambi cercati' })).getByRole('listitem')).toHaveTextContent('Centralina ECU');
    expect(panda.getByText('169A4000')).toBeInTheDocument();
    expect(panda.getByText('55195817')).toBeInTheDocument();
    expect(panda.getByText(T.telaioIndicato)).toBeInTheDocument();
    expect(panda.getByText('150,00 €')).toBeInTheDocument();
    expect(panda.getByText('Bologna (BO)')).toBeInTheDocument();
    expect(panda.getByText('Pubblicata 2 giorni fa')).toHaveAttribute('dateTime', '2026-11-27T09:00:00.000Z');
    expect(panda.getByText('1 risposta')).toBeInTheDocument();
    // An open request's end is its buyer's business.
    expect(panda.queryByText(/Aperta fino al/)).not.toBeInTheDocument();

    const golf = await scheda('Volkswagen Golf 2010');
    expect(golf.getByText('Specchietto destro elettrico')).toBeInTheDocument();
    expect(golf.queryByRole('list', { name: 'Ricambi cercati' })).not.toBeInTheDocument();
    expect(golf.queryByText(T.telaioIndicato)).not.toBeInTheDocument();
    expect(golf.getByText('TO')).toBeInTheDocument();
    expect(golf.getByText('Pubblicata 9 giorni fa')).toBeInTheDocument();
    expect(golf.getByText('0 risposte')).toBeInTheDocument();
  });

  it('narrows the board to a make through the address, and back to every make', async () => {
    const gateway = createFakeGateway(bacheca().handlers);
    const { user, router } = renderApp('/cerco', gateway.fetch);

    await user.type(await screen.findByRole('textbox', { name: T.filtroMarca }), 'volkswagen');
    await user.click(screen.getByRole('button', { name: T.filtra }));
    await waitFor(() => expect(router.state.location.search).toBe('?marca=volkswagen'));
    expect(await screen.findByRole('listitem', { name: 'Volkswagen Golf 2010' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Fiat Panda 2012' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: T.tutteLeMarche }));
    expect(await screen.findByRole('listitem', { name: 'Fiat Panda 2012' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: T.filtroMarca })).toHaveValue('');
    // Every make is asked as no make at all.
    expect(new Set(gateway.chiamate.filter((c) => c.operazione === 'BachecaRichieste').map((c) => c.variables.marca))).toEqual(
      new Set([null, 'volkswagen']),
    );
  });

  it('says when no request is open for the make, offering to publish one', async () => {
    renderApp('/cerco?marca=Lancia', createFakeGateway(bacheca().handlers).fetch);
    expect(await screen.findByRole('heading', { name: T.nessunaPerMarca('Lancia') })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: T.pubblica })).toHaveLength(2);
  });

  it('sends a buyer to the form, a visitor to the login that comes back to it, and offers a seller nothing', async () => {
    const { unmount } = renderApp('/cerco', acquirenteLoggato(bacheca().handlers).fetch);
    expect(await screen.findByRole('link', { name: T.pubblica })).toHaveAttribute('href', '/cerco/nuova');
    unmount();

    const visita = renderApp('/cerco', createFakeGateway(bacheca().handlers).fetch);
    expect(await screen.findByRole('link', { name: T.pubblica })).toHaveAttribute('href', '/login?ritorno=%2Fcerco%2Fnuova');
    visita.unmount();

    renderApp('/cerco', venditoreLoggato(bacheca().handlers).fetch);
    expect(await screen.findByRole('listitem', { name: 'Fiat Panda 2012' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Messaggi' });
    expect(screen.queryByRole('link', { name: T.pubblica })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and a failure with Riprova', async () => {
    let rispondi!: () => void;
    let chiamate = 0;
    const finte = bacheca();
    const gateway = createFakeGateway({
      BachecaRichieste: (variables) =>
        ++chiamate === 1
          ? new Promise((resolve) => {
              rispondi = () => resolve(errore('INTERNAL', 'Errore'));
            })
          : finte.handlers.BachecaRichieste(variables),
    });
    const { user } = renderApp('/cerco', gateway.fetch);

    expect(await screen.findByLabelText(T.caricamento)).toHaveAttribute('aria-busy', 'true');
    rispondi();
    const allarme = await screen.findByRole('alert');
    expect(allarme).toHaveTextContent(T.erroreCaricamento);
    await user.click(within(allarme).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('listitem', { name: 'Fiat Panda 2012' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
