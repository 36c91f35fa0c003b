import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders';
import { createAppClients } from '../app/create-app-clients';
import { routes } from '../app/routes';
import { createFakeLive, type FakeLive } from './fake-live';

/** The route tree with every screen already loaded, so a test finds its screen at once after rendering. */
async function caricaSchermate(percorsi: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    percorsi.map(async ({ lazy, children, ...percorso }) => {
      const schermata = typeof lazy === 'function' ? await lazy() : {};
      const figli = children ? { children: await caricaSchermate(children) } : {};
      return { ...percorso, ...schermata, ...figli } as RouteObject;
    }),
  );
}

let percorsiCaricati: RouteObject[] | undefined;
// Jest runs the tests as CommonJS, without top-level await: every file that renders the app loads them first.
beforeAll(async () => {
  percorsiCaricati = await caricaSchermate(routes);
});

/**
 * Renders the real route tree at `path`, talking to the given fake fetch and to `live` for the live connection;
 * `userOptions` for tests on fake timers.
 */
export function renderApp(
  path: string,
  fetch: typeof globalThis.fetch,
  userOptions?: Parameters<typeof userEvent.setup>[0],
  live: FakeLive = createFakeLive(),
) {
  if (!percorsiCaricati) throw new Error('renderApp runs inside a test, after the screens have loaded');
  const { queryClient, graphqlClient } = createAppClients({ fetch, apriCanaleLive: live.apri });
  const router = createMemoryRouter(percorsiCaricati, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const { unmount } = render(
    <AppProviders queryClient={queryClient} graphqlClient={graphqlClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, queryClient, graphqlClient, unmount, live };
}

/** Renders a hook inside the app's providers, without a screen, talking to the given fake fetch. */
export function renderHookApp<T>(hook: () => T, fetch: typeof globalThis.fetch) {
  const { queryClient, graphqlClient } = createAppClients({ fetch, apriCanaleLive: createFakeLive().apri });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} graphqlClient={graphqlClient}>
      {children}
    </AppProviders>
  );
  return renderHook(hook, { wrapper });
}
