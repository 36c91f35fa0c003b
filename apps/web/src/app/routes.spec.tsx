import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { RequireRole } from '../modules/auth/components/RequireRole';
import { routes } from './routes';

/** docs/rules.md §3 route table, with the role each route requires, plus the development checkout. */
const TABELLA: [string, 'venditore' | 'acquirente' | null][] = [
  ['/', null],
  ['/login', null],
  ['/registrazione', null],
  ['/reset-password', null],
  ['/update-password', null],
  ['/inserzione/42', null],
  ['/venditore/42/profilo', null],
  ['/buyer-benefits', null],
  ['/seller-benefits', null],
  ...['terms', 'privacy', 'cookies', 'sales', 'shipping', 'warranty'].map(
    (policy): [string, null] => [`/policies/${policy}`, null],
  ),
  ['/venditore', 'venditore'],
  ['/venditore/guida', 'venditore'],
  ['/venditore/parco-macchine', 'venditore'],
  ['/venditore/inserzioni', 'venditore'],
  ['/venditore/ordini', 'venditore'],
  ['/venditore/nuova-inserzione', 'venditore'],
  ['/venditore/modifica-inserzione/42', 'venditore'],
  ['/venditore/importa', 'venditore'],
  ['/venditore/verifiche', 'venditore'],
  ['/venditore/profilo', 'venditore'],
  ['/venditore/acquista-gettoni', 'venditore'],
  ['/venditore/acquista-gettoni/success', 'venditore'],
  ['/sviluppo/checkout/cs_sviluppo_42', 'venditore'],
  ['/acquirente', 'acquirente'],
  ['/acquirente/profilo', 'acquirente'],
  ['/acquirente/ordini', 'acquirente'],
];

const ruoloRichiesto = (path: string) => {
  const guardie = (matchRoutes(routes, path) ?? [])
    .map(({ route }) => route.element)
    .filter((element) => isValidElement<{ ruolo: string }>(element) && element.type === RequireRole);
  return guardie.length === 0 ? null : (guardie[0] as { props: { ruolo: string } }).props.ruolo;
};

describe('route table', () => {
  it.each(TABELLA)('registers %s behind the guard for %s', (path, ruolo) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(ruoloRichiesto(path)).toBe(ruolo);
  });

  it('sends unknown addresses to the not-found route', () => {
    expect(matchRoutes(routes, '/non-esiste')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/venditore/non-esiste')?.at(-1)?.route.path).toBe('*');
  });
});
