import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { acquistoDemo, venditoreLoggato } from '../../../testing/gettoni';
import { renderApp } from '../../../testing/render-app';

const CHECKOUT = '/sviluppo/checkout/cs_sviluppo_7c1e';

describe('development checkout', () => {
  it('looks like a payment page, marked as development only, and pays through the gateway', async () => {
    let pagato = false;
    const gateway = venditoreLoggato({
      CheckoutSviluppo: () => ({ data: { checkoutSviluppo: acquistoDemo() } }),
      PagaCheckoutSviluppo: () => {
        pagato = true;
        return { data: { pagaCheckoutSviluppo: acquistoDemo({ status: 'paid', saldo: 100 }) } };
      },
      AcquistoGettoni: () => ({ data: { acquistoGettoni: acquistoDemo(pagato ? { status: 'paid', saldo: 100 } : {}) } }),
    });
    const { user, router } = renderApp(CHECKOUT, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Ambiente di sviluppo — nessun pagamento reale');
    expect(screen.getByText('Pacchetto 100 gettoni')).toBeInTheDocument();
    expect(screen.getAllByText('750,00 €').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /^Paga 750,00\s€$/ }));
    expect(await screen.findByRole('heading', { name: 'Pagamento completato' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/venditore/acquista-gettoni/success');
    expect(router.state.location.search).toBe('?session_id=cs_sviluppo_7c1e');
    expect(gateway.chiamate.find((c) => c.operazione === 'PagaCheckoutSviluppo')?.variables).toEqual({
      sessionId: 'cs_sviluppo_7c1e',
    });
  });

  it('cancels back to the packs, saying nothing was charged', async () => {
    const gateway = venditoreLoggato({
      CheckoutSviluppo: () => ({ data: { checkoutSviluppo: acquistoDemo() } }),
      AnnullaCheckoutSviluppo: () => ({ data: { annullaCheckoutSviluppo: acquistoDemo({ status: 'cancelled' }) } }),
    });
    const { user, router } = renderApp(CHECKOUT, gateway.fetch);

    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(await screen.findByText('Pagamento annullato: non ti è stato addebitato nulla.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/venditore/acquista-gettoni'));
    expect(gateway.chiamate.filter((c) => c.operazione === 'AnnullaCheckoutSviluppo')).toHaveLength(1);
    expect(gateway.chiamate.some((c) => c.operazione === 'PagaCheckoutSviluppo')).toBe(false);
  });

  it('stays on the page with the error when paying fails', async () => {
    const gateway = venditoreLoggato({
      CheckoutSviluppo: () => ({ data: { checkoutSviluppo: acquistoDemo() } }),
      PagaCheckoutSviluppo: () => errore('CHECKOUT_FAILED', MESSAGGI.gettoni.erroreAcquisto),
    });
    const { user, router } = renderApp(CHECKOUT, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: /^Paga 750,00\s€$/ }));
    expect(await screen.findByText(MESSAGGI.gettoni.erroreAcquisto)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sviluppo/checkout/cs_sviluppo_7c1e');
  });

  it('says the development checkout is disabled when the gateway refuses it', async () => {
    const gateway = venditoreLoggato({ CheckoutSviluppo: () => errore('FORBIDDEN', MESSAGGI.auth.nonAutorizzato) });
    renderApp(CHECKOUT, gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Checkout di sviluppo disabilitato' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Paga/ })).not.toBeInTheDocument();
  });

  it('offers no payment for a session already closed', async () => {
    const gateway = venditoreLoggato({ CheckoutSviluppo: () => ({ data: { checkoutSviluppo: acquistoDemo({ status: 'paid' }) } }) });
    renderApp(CHECKOUT, gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Sessione di pagamento chiusa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Paga/ })).not.toBeInTheDocument();
  });

  it('sends a buyer to the home page', async () => {
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo() } } }),
    });
    const { router } = renderApp(CHECKOUT, gateway.fetch);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(gateway.chiamate.some((c) => c.operazione === 'CheckoutSviluppo')).toBe(false);
  });
});
