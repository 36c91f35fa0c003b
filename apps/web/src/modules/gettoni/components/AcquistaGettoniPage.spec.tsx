import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apriUrlEsterno } from '../../../lib/browser/apri-url-esterno';
import { errore } from '../../../testing/fake-gateway';
import { venditoreLoggato } from '../../../testing/gettoni';
import { renderApp } from '../../../testing/render-app';

jest.mock('../../../lib/browser/apri-url-esterno', () => ({ apriUrlEsterno: jest.fn() }));

const PAGINA = '/venditore/acquista-gettoni';

const scheda = (gettoni: number) => screen.getByRole('article', { name: `${gettoni} gettoni` });

const inSospeso = <T,>() => {
  let risolvi!: (valore: T) => void;
  const promessa = new Promise<T>((resolve) => {
    risolvi = resolve;
  });
  return { promessa, risolvi };
};

beforeEach(() => jest.mocked(apriUrlEsterno).mockClear());

describe('buy tokens page', () => {
  it('shows the five packs from the API with the most popular one marked', async () => {
    renderApp(PAGINA, venditoreLoggato().fetch);
    expect(await screen.findByRole('heading', { name: 'Acquista Gettoni', level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(5);

    const popolare = within(scheda(100));
    expect(popolare.getByText('Più popolare')).toBeInTheDocument();
    expect(popolare.getByText('750,00 €')).toBeInTheDocument();
    expect(popolare.getByText('7,50 € a gettone')).toBeInTheDocument();
    expect(popolare.getByText('20 inserzioni complete')).toBeInTheDocument();
    expect(popolare.getByText('Risparmi 450 €')).toBeInTheDocument();
    expect(screen.getAllByText('Più popolare')).toHaveLength(1);
    // The smallest pack claims no savings.
    expect(within(scheda(25)).queryByText(/Risparmi/)).not.toBeInTheDocument();

    const confronto = within(screen.getByRole('table'));
    expect(confronto.getByRole('row', { name: /Commissione sulle vendite 15-25% Nessuna commissione/ })).toBeInTheDocument();
    expect(confronto.getByRole('row', { name: /Costo per inserzione 50-100 € da 25\s€/ })).toBeInTheDocument();
  });

  it('shows only the chosen pack as pending, disables the others, then goes to the checkout URL', async () => {
    const risposta = inSospeso<{ data: unknown }>();
    const gateway = venditoreLoggato({ AvviaAcquistoGettoni: () => risposta.promessa });
    const { user } = renderApp(PAGINA, gateway.fetch);

    await user.click(await within(await screen.findByRole('article', { name: '100 gettoni' })).findByRole('button', { name: 'Acquista Ora' }));
    expect(within(scheda(100)).getByRole('button', { name: /Elaborazione\.\.\./ })).toBeDisabled();
    for (const gettoni of [500, 250, 50, 25]) {
      expect(within(scheda(gettoni)).getByRole('button', { name: 'Acquista Ora' })).toBeDisabled();
    }
    expect(gateway.chiamate.find((c) => c.operazione === 'AvviaAcquistoGettoni')?.variables).toEqual({ packId: 'gettoni-100' });

    risposta.risolvi({ data: { avviaAcquistoGettoni: { sessionId: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' } } });
    await waitFor(() => expect(apriUrlEsterno).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    await waitFor(() => expect(within(scheda(500)).getByRole('button', { name: 'Acquista Ora' })).toBeEnabled());
  });

  it('stays on the page with "No checkout URL received" when the answer has no URL', async () => {
    const gateway = venditoreLoggato({ AvviaAcquistoGettoni: () => ({ data: { avviaAcquistoGettoni: { sessionId: 'cs_1', url: '' } } }) });
    const { user } = renderApp(PAGINA, gateway.fetch);
    await user.click(await within(await screen.findByRole('article', { name: '50 gettoni' })).findByRole('button', { name: 'Acquista Ora' }));

    expect(await screen.findByText(MESSAGGI.gettoni.nessunUrlCheckout)).toBeInTheDocument();
    expect(apriUrlEsterno).not.toHaveBeenCalled();
  });

  it("shows the gateway's message, or the purchase error when it has none", async () => {
    let tentativo = 0;
    const gateway = venditoreLoggato({
      AvviaAcquistoGettoni: () =>
        tentativo++ === 0
          ? errore('CHECKOUT_FAILED', 'Stripe non è raggiungibile')
          : errore('INTERNAL', 'Si è verificato un errore imprevisto. Riprova più tardi.'),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    const acquista = await within(await screen.findByRole('article', { name: '250 gettoni' })).findByRole('button', { name: 'Acquista Ora' });

    await user.click(acquista);
    expect(await screen.findByText('Stripe non è raggiungibile')).toBeInTheDocument();
    await waitFor(() => expect(acquista).toBeEnabled());
    await user.click(acquista);
    expect(await screen.findByText(MESSAGGI.gettoni.erroreAcquisto)).toBeInTheDocument();
    expect(apriUrlEsterno).not.toHaveBeenCalled();
  });

  it('offers to retry when the packs cannot be loaded', async () => {
    let tentativo = 0;
    const gateway = venditoreLoggato({
      PacchettiGettoni: () =>
        tentativo++ === 0 ? errore('INTERNAL', MESSAGGI.generico) : { data: { pacchettiGettoni: [] } },
    });
    const { user } = renderApp(PAGINA, gateway.fetch);
    const avviso = await screen.findByRole('alert');
    expect(avviso).toHaveTextContent(MESSAGGI.dati.erroreCaricamento);
    await user.click(within(avviso).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(gateway.chiamate.filter((c) => c.operazione === 'PacchettiGettoni')).toHaveLength(2));
  });
});

describe('token history', () => {
  const movimento = (n: number, override: object = {}) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    amount: -5,
    reason: 'creazione_inserzione',
    balanceAfter: 100 - 5 * n,
    createdAt: '2026-11-21T10:15:00.000Z',
    ...override,
  });

  it('lists the movements in Italian with signed amounts and loads more on request', async () => {
    const prima = [
      movimento(1, { amount: -1, reason: 'modifica_inserzione' }),
      movimento(2, { amount: 5, reason: 'rimborso' }),
      ...Array.from({ length: 7 }, (_, i) => movimento(i + 3)),
      movimento(10, { amount: 100, reason: 'acquisto', balanceAfter: 100 }),
    ];
    const gateway = venditoreLoggato({
      MovimentiGettoni: (variables) => ({
        data: { movimentiGettoni: variables.after === null ? prima : [movimento(11, { amount: 25, reason: 'acquisto', balanceAfter: 25 })] },
      }),
    });
    const { user } = renderApp(PAGINA, gateway.fetch);

    const lista = within(await screen.findByRole('list', { name: 'Movimenti' }));
    expect(lista.getAllByRole('listitem')).toHaveLength(10);
    const [modifica, rimborso] = lista.getAllByRole('listitem');
    expect(modifica).toHaveTextContent('Modifica inserzione');
    expect(modifica).toHaveTextContent('-1');
    expect(within(modifica).getByText('-1')).toHaveClass('text-red-600');
    expect(rimborso).toHaveTextContent('Rimborso');
    expect(within(rimborso).getByText('+5')).toHaveClass('text-emerald-700');
    expect(lista.getAllByText('Creazione inserzione')).toHaveLength(7);
    expect(lista.getByText('Acquisto gettoni')).toBeInTheDocument();
    // Italian date and time; the hour depends on the machine's time zone.
    expect(lista.getAllByText(/^21 nov 2026, \d{2}:15$/)).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Carica altri' }));
    await waitFor(() => expect(lista.getAllByRole('listitem')).toHaveLength(11));
    expect(gateway.chiamate.filter((c) => c.operazione === 'MovimentiGettoni').map((c) => c.variables)).toEqual([
      { limit: 10, after: null },
      { limit: 10, after: movimento(10).id },
    ]);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Carica altri' })).not.toBeInTheDocument();
  });

  it('says so when there are no movements yet', async () => {
    renderApp(PAGINA, venditoreLoggato().fetch);
    expect(await screen.findByText('Nessun movimento ancora')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carica altri' })).not.toBeInTheDocument();
  });
});
