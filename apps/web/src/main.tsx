// First: zod must know before the first schema is built, which importing the screens does.
import './lib/browser/zod-senza-eval';
import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} graphqlClient={graphqlClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
