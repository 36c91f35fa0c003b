import { act, screen, within } from '@testing-library/react';
import { errore } from '../../../testing/fake-gateway';
import { acquistoDemo, venditoreLoggato } from '../../../testing/gettoni';
import { renderApp } from '../../../testing/render-app';
import { ATTESA_MASSIMA_MS, INTERVALLO_VERIFICA_MS } from '../hooks/useEsitoAcquisto';

const SUCCESSO = '/venditore/acquista-gettoni/success?session_id=cs_sviluppo_7c1e';

const chiamate = (gateway: ReturnType<typeof venditoreLoggato>, operazione: string) =>
  gateway.chiamate.filter((c) => c.operazione === operazione);

const saldoNellaSidebar = async () =>
  within(await screen.findByRole('link', { name: /Gettoni Disponibili/ }));

describe('purchase success page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const avanza = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('asks again every 1.5 s until the webhook has credited the pack, then shows the new balance everywhere', async () => {
    let pagato = false;
    const gateway = venditoreLoggato({
      AcquistoGettoni: () => ({
        data: { acquistoGettoni: acquistoDemo(pagato ? { status: 'paid', saldo: 125 } : { saldo: 25 }) },
      }),
      SaldoGettoni: () => ({ data: { saldoGettoni: pagato ? 125 : 25 } }),
    });
    renderApp(SUCCESSO, gateway.fetch, { advanceTimers: jest.advanceTimersByTime });

    expect(await screen.findByRole('heading', { name: 'Conferma del pagamento in corso' })).toBeInTheDocument();
    expect(await (await saldoNellaSidebar()).findByText('25', { exact: true })).toBeInTheDocument();
    await avanza(INTERVALLO_VERIFICA_MS);
    expect(chiamate(gateway, 'AcquistoGettoni')).toHaveLength(2);

    pagato = true;
    await avanza(INTERVALLO_VERIFICA_MS);
    expect(await screen.findByRole('heading', { name: 'Pagamento completato' })).toBeInTheDocument();
    expect(screen.getByText(/Ti sono stati accreditati/)).toHaveTextContent('Ti sono stati accreditati 100 gettoni.');
    expect(screen.getByText(/Nuovo saldo/)).toHaveTextContent('Nuovo saldo: 125 gettoni');
    expect(chiamate(gateway, 'AcquistoGettoni')[0]?.variables).toEqual({ sessionId: 'cs_sviluppo_7c1e' });
    expect(await (await saldoNellaSidebar()).findByText('125', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla Dashboard' })).toHaveAttribute('href', '/venditore');
    expect(screen.getByRole('link', { name: "Crea un'inserzione" })).toHaveAttribute('href', '/venditore/nuova-inserzione');

    const richieste = chiamate(gateway, 'AcquistoGettoni').length;
    await avanza(INTERVALLO_VERIFICA_MS * 3);
    expect(chiamate(gateway, 'AcquistoGettoni')).toHaveLength(richieste);
  });

  it('stops waiting after 30 s with an explanation, and looks again on request', async () => {
    let pagato = false;
    const gateway = venditoreLoggato({
      AcquistoGettoni: () => ({ data: { acquistoGettoni: acquistoDemo(pagato ? { status: 'paid', saldo: 100 } : {}) } }),
    });
    const { user } = renderApp(SUCCESSO, gateway.fetch, { advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByRole('heading', { name: 'Conferma del pagamento in corso' })).toBeInTheDocument();

    await avanza(ATTESA_MASSIMA_MS);
    expect(await screen.findByRole('heading', { name: 'Pagamento in elaborazione' })).toBeInTheDocument();
    expect(screen.getByText(/il saldo si aggiornerà appena ricevuta la conferma/)).toBeInTheDocument();
    const richieste = chiamate(gateway, 'AcquistoGettoni').length;
    await avanza(INTERVALLO_VERIFICA_MS * 3);
    expect(chiamate(gateway, 'AcquistoGettoni')).toHaveLength(richieste);

    pagato = true;
    await user.click(screen.getByRole('button', { name: 'Verifica di nuovo' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento completato' })).toBeInTheDocument();
  });

  it('says a cancelled purchase charged nothing and leads back to the packs', async () => {
    const gateway = venditoreLoggato({
      AcquistoGettoni: () => ({ data: { acquistoGettoni: acquistoDemo({ status: 'cancelled' }) } }),
    });
    renderApp(SUCCESSO, gateway.fetch, { advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByRole('heading', { name: 'Pagamento annullato' })).toBeInTheDocument();
    expect(screen.getByText(/non ti è stato addebitato nulla/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai pacchetti' })).toHaveAttribute('href', '/venditore/acquista-gettoni');
  });

  it("says so when the session is not one of the seller's purchases", async () => {
    const gateway = venditoreLoggato({ AcquistoGettoni: () => errore('NOT_FOUND', 'Elemento non trovato') });
    renderApp(SUCCESSO, gateway.fetch, { advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByRole('heading', { name: 'Acquisto non trovato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai pacchetti' })).toHaveAttribute('href', '/venditore/acquista-gettoni');
  });

  it('asks nothing without a session id and leads back to the packs', async () => {
    const gateway = venditoreLoggato();
    renderApp('/venditore/acquista-gettoni/success', gateway.fetch, { advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByRole('heading', { name: 'Nessun pagamento da verificare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai pacchetti' })).toHaveAttribute('href', '/venditore/acquista-gettoni');
    expect(chiamate(gateway, 'AcquistoGettoni')).toHaveLength(0);
  });
});
