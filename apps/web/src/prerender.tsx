import { PERCORSI, type Percorso } from '@ricambiamo/contracts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/create-query-client';
import { routes } from './app/routes';
import { createGraphqlClient } from './lib/graphql/graphql-client';
import { rinnovaSessione } from './modules/auth/api/refresh-session.mutation';

/**
 * Built for Node (vite build --ssr) and run once at build time by prerender.mjs: the HTML each page shows before
 * its data arrives (the home hero, a form, a listing's placeholders), so a phone paints the page while the code is
 * still on its way. Nothing is fetched here: every query renders its loading state, exactly what the browser's first
 * render shows, which then replaces this HTML.
 */

/**
 * An address of the route: a value in every `:name` segment (the page's shell does not depend on which listing or
 * seller it is), and one no route knows for the catch-all.
 */
const indirizzoDi = (percorso: Percorso | '*'): string =>
  percorso === '*' ? '/pagina-inesistente' : percorso.replace(/:\w+/g, 'x');

/** The page of `percorso` as HTML; null for one whose route only redirects. */
export async function paginaPrerenderizzata(percorso: Percorso | '*'): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(indirizzoDi(percorso), 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const graphqlClient = createGraphqlClient({
    onSessionLost: () => undefined,
    rinnovaSessione,
    fetch: () => Promise.reject(new Error('nothing is fetched while prerendering')),
  });
  return renderToString(
    <AppProviders queryClient={createQueryClient()} graphqlClient={graphqlClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/** The names of the screens loaded on demand that `percorso` opens, so its page can ask for them at once. */
export function schermateDelPercorso(percorso: Percorso | '*'): string[] {
  return (matchRoutes(routes, indirizzoDi(percorso)) ?? []).flatMap(({ route }) => {
    const nome = (route.lazy as { schermata?: string } | undefined)?.schermata;
    return nome ? [nome] : [];
  });
}

export const PERCORSI_DEL_SITO: readonly (Percorso | '*')[] = [...PERCORSI, '*'];
