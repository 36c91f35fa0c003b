import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders';
import { createAppClients } from '../app/create-app-clients';
import { routes } from '../app/routes';
import { createFakeLive, type FakeLive } from './fake-live';

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
  const { queryClient, graphqlClient } = createAppClients({ fetch, apriCanaleLive: live.apri });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const { unmount } = render(
    <AppProviders queryClient={queryClient} graphqlClient={graphqlClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, queryClient, graphqlClient, unmount, live };
}
