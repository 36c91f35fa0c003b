// The gateway as the benchmarks call it: /graphql over HTTP, from the page's own origin (mutations need it).
import WebSocket from 'ws';
import { appNamed } from '@ricambiamo/config';
import { postJson } from './http';

export const GATEWAY_URL = process.env.GATEWAY_URL ?? `http://localhost:${appNamed('gateway').httpPort}`;
// The gateway serves the web app, so its own origin is the page a browser posts from.
const ORIGIN = new URL(GATEWAY_URL).origin;

/** The live connection's socket as a page of the gateway opens it: the gateway accepts only its own origin. */
export class WebSocketDellaPagina extends WebSocket {
  constructor(address: string, protocols?: string | string[]) {
    super(address, protocols, { headers: { origin: ORIGIN } });
  }
}

/** The gateway's graphql-ws endpoint. */
export const LIVE_URL = `${GATEWAY_URL.replace(/^http/, 'ws')}/graphql`;

const LOGIN = `mutation Accedi($input: LoginInput!) { accedi(input: $input) { sessione { accessToken } } }`;

export async function graphql<T>(query: string, variables: object, token?: string): Promise<T> {
  const { status, body } = await postJson<{ data?: T; errors?: unknown[] }>(
    `${GATEWAY_URL}/graphql`,
    { query, variables },
    { origin: ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  );
  if (!body.data || body.errors) throw new Error(`gateway: ${JSON.stringify(body.errors ?? status)}`);
  return body.data;
}

/** A fresh access token for the account, as the login form gets one. */
export const login = async (email: string, password: string): Promise<string> =>
  (await graphql<{ accedi: { sessione: { accessToken: string } } }>(LOGIN, { input: { email, password, ricordami: false } })).accedi.sessione.accessToken;
