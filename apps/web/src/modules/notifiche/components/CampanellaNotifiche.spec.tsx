import { LINK_NOTIFICA, MESSAGGI_NOTIFICHE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { venditoreConInserzioni } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { notificaDemo, notificheFinte } from '../../../testing/notifiche';
import { acquirenteLoggato, ID_ORDINE, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import type { Notifica } from '../api/notifica';

type Handlers = Parameters<typeof createFakeGateway>[0];

/** `n` notifications, newest first, the first `nonLette` unread. */
const notifiche = (n: number, nonLette = n): Notifica[] =>
  Array.from({ length: n }, (_, i) =>
    notificaDemo({
      id: `c0c0c0c0-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      titolo: `Notifica ${i + 1}`,
      messaggio: `Messaggio ${i + 1}`,
      letta: i >= nonLette,
      createdAt: new Date(Date.UTC(2026, 10, 21, 9, 15) - i * 3_600_000).toISOString(),
    }),
  );

function venditore(elenco: Notifica[], handlers: Handlers = {}) {
  const finte = notificheFinte(elenco);
  return { ...finte, gateway: venditoreConInserzioni({ ...finte.handlers, ...handlers }) };
}

const navbar = () => within(screen.getByRole('navigation', { name: 'Principale' }));
const sidebar = async () => within(await screen.findByRole('complementary', { name: 'Menu area personale' }));
const campanella = () => navbar().getByRole('button', { name: /^Notifiche/ });
const pannello = () => screen.findByRole('dialog', { name: MESSAGGI_NOTIFICHE.titolo });

async function apri(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await navbar().findByRole('button', { name: /^Notifiche/ }));
  return pannello();
}

describe('notification bell', () => {
  it('shows the unread count in the navbar and in the sidebar footer, capped at 9+', async () => {
    renderApp('/venditore', venditore(notifiche(12)).gateway.fetch);
    const inNavbar = await navbar().findByRole('button', { name: 'Notifiche 9+, 12 non lette' });
    expect(inNavbar).toHaveTextContent('9+');
    expect((await sidebar()).getByRole('button', { name: 'Notifiche 9+, 12 non lette' })).toHaveTextContent('9+');
  });

  it('names a single unread one, and shows no badge when all are read', async () => {
    const { unmount } = renderApp('/venditore', venditore(notifiche(3, 1)).gateway.fetch);
    expect(await navbar().findByRole('button', { name: 'Notifiche, 1 non letta' })).toHaveTextContent('1');
    unmount();

    renderApp('/venditore', venditore(notifiche(3, 0)).gateway.fetch);
    await waitFor(() => expect(campanella()).toHaveAccessibleName('Notifiche'));
    expect(campanella().textContent).toBe('');
  });

  it('is not there for visitors, who have no notifications to ask for', async () => {
    const gateway = createFakeGateway();
    renderApp('/', gateway.fetch);
    expect(await navbar().findByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expect(navbar().queryByRole('button', { name: /^Notifiche/ })).not.toBeInTheDocument();
    expect(gateway.chiamate.map((c) => c.operazione)).not.toContain('NotificheNonLette');
  });
});

describe('notifications panel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the 10 newest with title, message and Italian date, the unread ones set apart', async () => {
    const { user } = renderApp('/venditore', venditore(notifiche(12, 2)).gateway.fetch);
    const dialogo = await apri(user);
    expect(dialogo).toHaveFocus();
    const voci = await within(dialogo).findAllByRole('listitem');
    expect(voci).toHaveLength(10);
    expect(voci.map((v) => within(v).getAllByText(/^Notifica \d+$/)[0]?.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Notifica ${i + 1}`),
    );
    const prima = within(voci[0]);
    expect(prima.getByText('Messaggio 1')).toBeInTheDocument();
    expect(prima.getByText(/^21 nov 2026, \d{2}:15$/)).toBeInTheDocument();
    // Unread: the dot, the tint and its own mark-read; read: neither.
    expect(voci.map((v) => within(v).queryByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta }) !== null)).toEqual([
      true, true, false, false, false, false, false, false, false, false,
    ]);
    expect(voci[0]).toHaveClass('bg-brand-50/70');
    expect(voci[2]).not.toHaveClass('bg-brand-50/70');
    expect(voci.every((v) => within(v).queryByRole('button', { name: MESSAGGI_NOTIFICHE.elimina }))).toBe(true);
    expect(within(dialogo).getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaTutte })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then Nessuna notifica without Segna tutte come lette', async () => {
    let rispondi!: () => void;
    const { user } = renderApp(
      '/venditore',
      venditore([], {
        Notifiche: () =>
          new Promise((resolve) => {
            rispondi = () => resolve({ data: { notifiche: [] } });
          }),
      }).gateway.fetch,
    );
    const dialogo = await apri(user);
    expect(within(dialogo).getByRole('status')).toHaveTextContent('Caricamento…');
    rispondi();
    expect(await within(dialogo).findByText(MESSAGGI_NOTIFICHE.nessuna)).toBeInTheDocument();
    expect(within(dialogo).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: MESSAGGI_NOTIFICHE.segnaTutte })).not.toBeInTheDocument();
  });

  it('says when the notifications cannot be read, and reads them again on Riprova', async () => {
    let fallisci = true;
    const finte = notificheFinte(notifiche(1));
    const { user } = renderApp(
      '/venditore',
      venditoreConInserzioni({
        ...finte.handlers,
        Notifiche: () => (fallisci ? errore('INTERNAL', 'errore interno') : finte.handlers.Notifiche()),
      }).fetch,
    );
    const dialogo = await apri(user);
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(MESSAGGI_NOTIFICHE.erroreCaricamento);
    fallisci = false;
    await user.click(within(dialogo).getByRole('button', { name: 'Riprova' }));
    expect(await within(dialogo).findByText('Notifica 1')).toBeInTheDocument();
  });

  it('marks one read and then all read, the bells following at once', async () => {
    let rispondi: (() => void) | null = null;
    const finte = notificheFinte(notifiche(3));
    const { user } = renderApp(
      '/venditore',
      venditoreConInserzioni({
        ...finte.handlers,
        // Held back: what the bells show before the gateway answers is the optimistic change.
        SegnaNotificaLetta: (variables) =>
          new Promise((resolve) => {
            rispondi = () => resolve(finte.handlers.SegnaNotificaLetta(variables));
          }),
      }).fetch,
    );
    const dialogo = await apri(user);
    const seconda = await within(dialogo).findByText('Notifica 2');
    await user.click(within(seconda.closest('li')!).getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta }));
    expect(campanella()).toHaveAccessibleName('Notifiche, 2 non lette');
    expect((await sidebar()).getByRole('button', { name: 'Notifiche, 2 non lette' })).toBeInTheDocument();
    expect(within(seconda.closest('li')!).queryByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta })).not.toBeInTheDocument();
    rispondi!();
    await waitFor(() => expect(finte.stato.elenco.filter((n) => !n.letta)).toHaveLength(2));

    await user.click(within(dialogo).getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaTutte }));
    await waitFor(() => expect(campanella()).toHaveAccessibleName('Notifiche'));
    expect(within(dialogo).queryByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta })).not.toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: MESSAGGI_NOTIFICHE.segnaTutte })).not.toBeInTheDocument();
    expect(finte.stato.elenco.every((n) => n.letta)).toBe(true);
  });

  it('deletes one, and puts it back when the gateway refuses, logging why', async () => {
    const logga = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let rifiuta: (() => void) | null = null;
    let raggiungibile = true;
    const finte = notificheFinte(notifiche(3));
    const { user } = renderApp(
      '/venditore',
      venditoreConInserzioni({
        ...finte.handlers,
        // Once the refusal is in, the gateway is out of reach: only the panel itself can put the item back.
        Notifiche: () => (raggiungibile ? finte.handlers.Notifiche() : Promise.reject(new TypeError('offline'))),
        EliminaNotifica: (variables) =>
          variables.id === finte.stato.elenco[0]?.id
            ? finte.handlers.EliminaNotifica(variables)
            : new Promise((resolve) => {
                rifiuta = () => resolve(errore('NOT_FOUND', 'Elemento non trovato'));
              }),
      }).fetch,
    );
    const dialogo = await apri(user);
    const elimina = async (titolo: string) =>
      user.click(within((await within(dialogo).findByText(titolo)).closest('li')!).getByRole('button', { name: MESSAGGI_NOTIFICHE.elimina }));

    await elimina('Notifica 1');
    await waitFor(() => expect(within(dialogo).queryByText('Notifica 1')).not.toBeInTheDocument());
    expect(campanella()).toHaveAccessibleName('Notifiche, 2 non lette');
    await waitFor(() => expect(finte.stato.elenco.map((n) => n.titolo)).toEqual(['Notifica 2', 'Notifica 3']));

    await elimina('Notifica 3');
    await waitFor(() => expect(within(dialogo).queryByText('Notifica 3')).not.toBeInTheDocument());
    expect(campanella()).toHaveAccessibleName('Notifiche, 1 non letta');
    raggiungibile = false;
    rifiuta!();
    expect(await within(dialogo).findByText('Notifica 3')).toBeInTheDocument();
    expect(campanella()).toHaveAccessibleName('Notifiche, 2 non lette');
    expect(within(dialogo).getAllByRole('listitem')).toHaveLength(2);
    // docs/rules.md §8: only logged.
    expect(logga.mock.calls).toEqual([
      ['Notification change failed, put back as it was:', expect.objectContaining({ name: 'ApiError', code: 'NOT_FOUND' })],
    ]);
  });

  it('closes on Escape, giving the focus back to the bell, on its close button and on a click outside', async () => {
    const { user } = renderApp('/venditore', venditore(notifiche(1)).gateway.fetch);
    await apri(user);
    expect(campanella()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(campanella()).toHaveFocus();
    expect(campanella()).toHaveAttribute('aria-expanded', 'false');

    await apri(user);
    await user.click(within(await pannello()).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(campanella()).toHaveFocus();

    await within(await apri(user)).findByText('Notifica 1');
    await user.click(screen.getByRole('heading', { name: 'Demolizioni Po' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the order a seller's notification is about: read, and brought into view marked", async () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const finte = notificheFinte([notificaDemo({ link: LINK_NOTIFICA.ordineVenditore(ID_ORDINE) })]);
    const altro = ordineDemo({ id: '3b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b', codice: '3B2F4E1A' });
    const { user, router } = renderApp(
      '/venditore',
      venditoreConInserzioni({ ...finte.handlers, OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [altro, ordineDemo()] } }) }).fetch,
    );
    const dialogo = await apri(user);
    await user.click(await within(dialogo).findByRole('link', { name: /Nuovo ordine 9B2F4E1A/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/venditore/ordini'));
    expect(router.state.location.search).toBe(`?ordine=${ID_ORDINE}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const ordine = await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' });
    expect(ordine.parentElement).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: 'Ordine 3B2F4E1A' }).parentElement).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scroll.mock.contexts).toContain(ordine.parentElement));
    await waitFor(() => expect(finte.stato.elenco[0]?.letta).toBe(true));
    expect(campanella()).toHaveAccessibleName('Notifiche');
    scroll.mockRestore();
  });

  it('opens only paths of this site: a link elsewhere is shown as plain text', async () => {
    const finte = notificheFinte([
      notificaDemo({ titolo: 'Altrove', link: '//phishing.example/login' }),
      notificaDemo({ id: 'c0c0c0c0-0000-4000-8000-000000000002', titolo: 'Gettoni accreditati', link: LINK_NOTIFICA.gettoni }),
    ]);
    const { user } = renderApp('/venditore', venditoreConInserzioni(finte.handlers).fetch);
    const dialogo = await apri(user);
    expect(await within(dialogo).findByText('Altrove')).toBeInTheDocument();
    expect(within(dialogo).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([LINK_NOTIFICA.gettoni]);
  });

  it("marks the order a buyer's link names in the buyer's orders", async () => {
    renderApp(
      `/acquirente/ordini?ordine=${ID_ORDINE}`,
      acquirenteLoggato({
        StatisticheAcquirente: () => ({ data: { statisticheAcquirente: { ordiniTotali: 1, inAttesa: 1, inLavorazione: 0, totaleSpesoCentesimi: 102_990 } } }),
        MieiOrdini: () => ({ data: { mieiOrdini: [ordineDemo()] } }),
      }).fetch,
    );
    expect((await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' })).parentElement).toHaveAttribute('aria-current', 'true');
  });
});
