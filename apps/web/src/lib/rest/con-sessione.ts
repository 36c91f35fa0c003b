import type { GraphqlClient } from '../graphql/graphql-client';

/**
 * A call to one of the gateway's REST routes (docs/api.md) with the session's access token. The token lives a few
 * minutes: a call started just after it expired gets one new try with a renewed one.
 */
export async function conSessione<R extends { stato: number }>(
  client: GraphqlClient,
  chiama: (token: string | null) => Promise<R>,
): Promise<R> {
  const risposta = await chiama(client.accessToken());
  if (risposta.stato !== 401 || !(await client.refreshSession())) return risposta;
  return chiama(client.accessToken());
}
