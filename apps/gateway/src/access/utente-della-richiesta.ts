import type { Actor } from '@ricambiamo/contracts';
import type { AccessTokens } from './access-tokens';
import type { AuthenticatedRequest } from '../common/gql-context';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who is signed in behind a public operation, where the AccessGuard verified no token: the token the web sends whenever
 * someone is signed in. None, or one that does not hold, is a visitor like any other (null).
 */
export async function utenteDellaRichiesta(tokens: AccessTokens, req: AuthenticatedRequest): Promise<Actor | null> {
  const header = req.headers.authorization;
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  return token ? tokens.actorOf(token) : null;
}
