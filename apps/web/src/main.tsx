import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import 'sonner/dist/styles.css';
import { AppProviders } from './app/AppProviders';
import { createAppClients } from './app/create-app-clients';
import { routes } from './app/routes';
import './styles.css';

const { queryClient, graphqlClient } = createAppClients();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page came prerendered (prerender.mjs): it stays as it is until the screen that replaces it has loaded, instead
// of going blank while the router fetches it. Rendered afresh rather than hydrated: what the browser knows at once
// (the address's filters, a session) may differ from the build's render, and a mismatch would throw it all away.
function quandoPronto(avvia: () => void) {
  if (router.state.initialized) return avvia();
  const smetti = router.subscribe(({ initialized }) => {
    if (!initialized) return;
    smetti();
    avvia();
  });
}

// As a transition the first render yields to the browser every few milliseconds instead of holding a phone's main
// thread for its whole length; the prerendered page is on screen meanwhile.
quandoPronto(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient} graphqlClient={graphqlClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
