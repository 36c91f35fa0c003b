import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { statisticheVenditore, venditoreConInserzioni } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { schermoLargo } from '../../../testing/schermo';

const menuArea = async () => within(await screen.findByRole('complementary', { name: 'Menu area personale' }));

describe('personal area menu on a phone (390 px)', () => {
  schermoLargo(390);

  it('is one line with Menu, the page and the token balance; the entries wait in the drawer', async () => {
    const gateway = venditoreConInserzioni({ SaldoGettoni: () => ({ data: { saldoGettoni: 42 } }) });
    renderApp('/venditore/inserzioni', gateway.fetch);

    const menu = await menuArea();
    expect(menu.getByRole('button', { name: 'Menu area venditore' })).toHaveAttribute('aria-expanded', 'false');
    expect(menu.getByText('Inserzioni')).toBeInTheDocument();
    const saldo = await menu.findByRole('link', { name: 'Gettoni Disponibili: 42 gettoni' });
    expect(saldo).toHaveAttribute('href', '/venditore/acquista-gettoni');
    // None of the nine entries before the page: they took 560 of the phone's 844 px.
    expect(menu.queryByRole('link', { name: 'Parco Macchine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Impostazioni' })).not.toBeInTheDocument();
  });

  it('says "1 gettone" for a balance of one', async () => {
    const gateway = venditoreConInserzioni({ SaldoGettoni: () => ({ data: { saldoGettoni: 1 } }) });
    renderApp('/venditore', gateway.fetch);
    expect(await (await menuArea()).findByRole('link', { name: 'Gettoni Disponibili: 1 gettone' })).toBeInTheDocument();
  });

  it('says the balance is not available when it cannot be read, as the sidebar box does', async () => {
    const gateway = venditoreConInserzioni({ SaldoGettoni: () => errore('INTERNAL', MESSAGGI.generico) });
    renderApp('/venditore', gateway.fetch);
    expect(await (await menuArea()).findByRole('link', { name: 'Gettoni Disponibili: Non disponibile' })).toBeInTheDocument();
  });

  it('opens the drawer with every entry and the balance, keeps the focus in it, and closes on Escape', async () => {
    const gateway = venditoreConInserzioni({ SaldoGettoni: () => ({ data: { saldoGettoni: 42 } }) });
    const { user } = renderApp('/venditore', gateway.fetch);
    const pulsante = (await menuArea()).getByRole('button', { name: 'Menu area venditore' });

    await user.click(pulsante);
    const cassetto = screen.getByRole('dialog', { name: 'Area venditore' });
    expect(pulsante).toHaveAttribute('aria-expanded', 'true');
    expect(pulsante).toHaveAttribute('aria-controls', cassetto.id);
    expect(cassetto).toHaveAttribute('aria-modal', 'true');
    const voci = within(within(cassetto).getByRole('navigation', { name: 'Area venditore' })).getAllByRole('link');
    expect(voci.map((voce) => voce.textContent)).toEqual([
      'Dashboard',
      'Guida',
      'Parco Macchine',
      'Inserzioni',
      'Ordini',
      'Messaggi',
      'Verifiche',
      'Richieste ricambi',
      'Statistiche',
      'Nuova Inserzione',
      'Importa',
      'Profilo Pubblico',
      'Impostazioni',
      'Dati per la vendita',
      'Acquista Gettoni',
      'Provvedimenti',
    ]);
    expect(await within(cassetto).findByRole('link', { name: /Gettoni Disponibili/ })).toHaveTextContent('42');
    expect(within(cassetto).getByRole('button', { name: 'Esci' })).toBeInTheDocument();
    const chiudi = within(cassetto).getByRole('button', { name: 'Chiudi menu' });
    expect(chiudi).toHaveFocus();

    // Tab goes round the panel: from its last control back to its first, and the other way.
    await user.tab({ shift: true });
    expect(within(cassetto).getByRole('button', { name: 'Esci' })).toHaveFocus();
    await user.tab();
    expect(chiudi).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pulsante).toHaveFocus();
    expect(pulsante).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Chiudi menu, and when an entry is chosen, which opens its page', async () => {
    const gateway = venditoreConInserzioni({
      StatisticheVenditore: () => statisticheVenditore(),
      OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [] } }),
    });
    const { user, router } = renderApp('/venditore', gateway.fetch);
    const pulsante = (await menuArea()).getByRole('button', { name: 'Menu area venditore' });

    await user.click(pulsante);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Chiudi menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pulsante).toHaveFocus();

    await user.click(pulsante);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Ordini' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venditore/ordini'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await menuArea()).getByText('Ordini')).toBeInTheDocument();
  });

  it("gives a buyer the buyer area's entries, and no balance", async () => {
    const gateway = acquirenteLoggato({
      StatisticheAcquirente: () => ({ data: { statisticheAcquirente: { ordiniTotali: 0, inAttesa: 0, inLavorazione: 0, totaleSpesoCentesimi: 0 } } }),
      MieiOrdini: () => ({ data: { mieiOrdini: [] } }),
    });
    const { user } = renderApp('/acquirente', gateway.fetch);
    const menu = await menuArea();
    expect(menu.queryByRole('link', { name: /Gettoni/ })).not.toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Menu area acquirente' }));
    const cassetto = within(screen.getByRole('dialog', { name: 'Area acquirente' }));
    expect(cassetto.getAllByRole('link').map((voce) => voce.textContent)).toEqual([
      'Dashboard',
      'Profilo',
      'I miei Ordini',
      'Messaggi',
      'Ricerche salvate',
      'Le mie richieste',
    ]);
    expect(cassetto.getByText('anna@example.it')).toBeInTheDocument();
    await waitFor(() => expect(gateway.chiamate.some((c) => c.operazione === 'SaldoGettoni')).toBe(false));
  });
});

describe('personal area sidebar on a desktop (1280 px)', () => {
  schermoLargo(1280);

  it('lists every entry beside the page, with the balance box, and no Menu button', async () => {
    const gateway = venditoreConInserzioni({ SaldoGettoni: () => ({ data: { saldoGettoni: 42 } }) });
    renderApp('/venditore', gateway.fetch);
    const menu = await menuArea();
    expect(menu.getAllByRole('link', { name: /./ }).map((voce) => voce.textContent)).toContain('Parco Macchine');
    expect(await menu.findByRole('link', { name: /Gettoni Disponibili/ })).toHaveTextContent('42');
    expect(menu.queryByRole('button', { name: /^Menu/ })).not.toBeInTheDocument();
  });
});
