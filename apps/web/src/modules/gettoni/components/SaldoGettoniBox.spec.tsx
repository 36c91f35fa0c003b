import { screen, waitFor, within } from '@testing-library/react';
import { createFakeGateway, utenteDemo } from '../../../testing/fake-gateway';
import { venditoreLoggato } from '../../../testing/gettoni';
import { renderApp } from '../../../testing/render-app';

const sidebar = async () => within(await screen.findByRole('complementary', { name: 'Menu area personale' }));

describe('sidebar token balance', () => {
  it("shows a seller's balance, with a skeleton until it arrives, linking to the packs", async () => {
    let rispondi!: () => void;
    const gateway = venditoreLoggato({
      SaldoGettoni: () =>
        new Promise((resolve) => {
          rispondi = () => resolve({ data: { saldoGettoni: 42 } });
        }),
    });
    renderApp('/venditore', gateway.fetch);

    const box = within((await sidebar()).getByRole('link', { name: /Gettoni Disponibili/ }));
    expect(box.getByRole('status')).toHaveTextContent('Caricamento…');
    rispondi();
    expect(await box.findByText('42', { exact: true })).toBeInTheDocument();
    expect(box.queryByRole('status')).not.toBeInTheDocument();
    expect((await sidebar()).getByRole('link', { name: /Gettoni Disponibili/ })).toHaveAttribute(
      'href',
      '/venditore/acquista-gettoni',
    );
    expect((await sidebar()).getByRole('link', { name: 'Acquista Gettoni' })).toHaveAttribute('href', '/venditore/acquista-gettoni');
  });

  it('asks again when the seller comes back to the window', async () => {
    let saldo = 10;
    const gateway = venditoreLoggato({ SaldoGettoni: () => ({ data: { saldoGettoni: saldo } }) });
    renderApp('/venditore', gateway.fetch);
    const box = within((await sidebar()).getByRole('link', { name: /Gettoni Disponibili/ }));
    expect(await box.findByText('10', { exact: true })).toBeInTheDocument();

    saldo = 5;
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await box.findByText('5', { exact: true })).toBeInTheDocument();
  });

  it('is not shown to buyers, who have no balance to ask for', async () => {
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo() } } }),
    });
    renderApp('/acquirente', gateway.fetch);
    const menu = await sidebar();
    expect(menu.queryByText('Gettoni Disponibili')).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Acquista Gettoni' })).not.toBeInTheDocument();
    await waitFor(() => expect(gateway.chiamate.some((c) => c.operazione === 'SaldoGettoni')).toBe(false));
  });
});
