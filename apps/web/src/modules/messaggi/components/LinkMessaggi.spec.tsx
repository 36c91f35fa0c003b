import { etichettaMessaggi } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { venditoreConInserzioni } from '../../../testing/catalogo';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const navbar = () => within(screen.getByRole('navigation', { name: 'Principale' }));
const sidebar = async () => within(await screen.findByRole('complementary', { name: 'Menu area personale' }));
/** The sidebar entry's name: its label, then the count a screen reader hears (jsdom spaces the two spans apart). */
const nomeVoce = (n: string) => new RegExp(`^Messaggi ?, ${n}$`);
const nonLetti = (n: number) => ({ MessaggiNonLetti: () => ({ data: { messaggiNonLetti: n } }) });

describe('the unread messages count', () => {
  it('shows in the navbar and on the sidebar entry of a seller, capped at 9+', async () => {
    renderApp('/venditore', venditoreConInserzioni(nonLetti(12)).fetch);
    const link = await navbar().findByRole('link', { name: etichettaMessaggi(12) });
    expect(link).toHaveAttribute('href', '/messaggi');
    expect(link).toHaveTextContent(/^9\+$/);
    expect(etichettaMessaggi(12)).toBe('Messaggi 9+, 12 non letti');
    const voce = (await sidebar()).getByRole('link', { name: nomeVoce('12 non letti') });
    expect(voce).toHaveAttribute('href', '/messaggi');
  });

  it('shows on a buyer’s sidebar, one unread named as such, and no badge at zero', async () => {
    const { unmount } = renderApp('/acquirente', acquirenteLoggato(nonLetti(1)).fetch);
    expect(await navbar().findByRole('link', { name: 'Messaggi, 1 non letto' })).toHaveTextContent('1');
    expect((await sidebar()).getByRole('link', { name: nomeVoce('1 non letto') })).toBeInTheDocument();
    unmount();

    renderApp('/acquirente', acquirenteLoggato().fetch);
    const link = await navbar().findByRole('link', { name: 'Messaggi' });
    expect(link.textContent).toBe('');
  });

  it('is not there for visitors, who have no messages to count', async () => {
    const gateway = createFakeGateway();
    renderApp('/', gateway.fetch);
    expect(await navbar().findByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expect(navbar().queryByRole('link', { name: /^Messaggi/ })).not.toBeInTheDocument();
    expect(gateway.chiamate.map((c) => c.operazione)).not.toContain('MessaggiNonLetti');
  });
});
