import { matchRoutes, type RouteObject } from 'react-router';
import { PERCORSI, percorsoDelSito } from '@ricambiamo/contracts';
import { routes } from './routes';

/**
 * Every address the route tree has a screen for, with a sample value in each `:name` segment; the catch-all is left
 * out. The gateway answers 404 to anything percorsoDelSito does not know, so a route added here without it there
 * would be served as missing.
 */
function indirizzi(rami: RouteObject[], base = ''): string[] {
  return rami.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${base}/${route.path.replace(/:\w+/g, '42')}` : base;
    const pagina = route.index || (route.path && !route.children?.length);
    return [...(pagina ? [path || '/'] : []), ...indirizzi(route.children ?? [], path)];
  });
}

describe('the pages the gateway knows (libs/contracts percorsi.ts)', () => {
  const pagine = indirizzi(routes);

  it('finds the screens in the route tree', () => {
    expect(pagine).toEqual(expect.arrayContaining(['/', '/login', '/inserzione/42', '/venditore', '/policies/terms']));
  });

  it.each(pagine)('recognises %s', (path) => {
    expect(percorsoDelSito(path)).not.toBeNull();
  });

  it('has no page the route tree sends to not-found', () => {
    for (const percorso of PERCORSI) {
      const path = percorso.replace(/:\w+/g, '42');
      expect([percorso, matchRoutes(routes, path)?.at(-1)?.route.path]).not.toEqual([percorso, '*']);
    }
  });

  it('knows no address the route tree sends to not-found', () => {
    for (const path of ['/non-esiste', '/venditore/non-esiste', '/policies/altro']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe('*');
      expect(percorsoDelSito(path)).toBeNull();
    }
  });
});
