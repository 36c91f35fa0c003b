import { print } from '@0no-co/graphql.web';
import type { DocumentNode } from 'graphql';
import type { TadaDocumentNode } from '../../graphql';
import { ApiError } from './api-error';
import { parseGraphqlResponse } from './parse-graphql-response';

type Send = <TResult, TVariables>(document: TadaDocumentNode<TResult, TVariables>, variables: TVariables) => Promise<TResult>;

/**
 * Trades the httpOnly refresh cookie for a new access token and the session's user, through `send` (no retry on
 * UNAUTHENTICATED): the app hands its own in (modules/auth), so the client knows the exchange, not the operation.
 */
export type RinnovoSessione<Utente> = (send: Send) => Promise<{ accessToken: string; utente: Utente } | null>;

export interface GraphqlClient<Utente = unknown> {
  request<TResult, TVariables>(document: TadaDocumentNode<TResult, TVariables>, variables: TVariables): Promise<TResult>;
  /** Trades the httpOnly refresh cookie for a new access token; null when there is no valid session. */
  refreshSession(): Promise<Utente | null>;
  setAccessToken(token: string | null): void;
  /** The in-memory access token, for the calls that are not GraphQL (POST /uploads, GET /uploads/:key). */
  accessToken(): string | null;
  /**
   * Calls `listener` whenever the access token changes (login, refresh, logout), so what authenticates once, like the
   * live connection, can follow the session. Returns the unsubscribe function.
   */
  onAccessToken(listener: (token: string | null) => void): () => void;
}

export interface GraphqlClientOptions<Utente> {
  /** Called when a protected call fails and the session cannot be refreshed, so the app logs out locally. */
  onSessionLost: () => void;
  rinnovaSessione: RinnovoSessione<Utente>;
  fetch?: typeof fetch;
  endpoint?: string;
}

const SESSION_GONE = new Set(['UNAUTHENTICATED', 'SESSION_INVALID']);

export function createGraphqlClient<Utente>({
  onSessionLost,
  rinnovaSessione,
  fetch: fetchImpl = (...args) => fetch(...args),
  endpoint = '/graphql',
}: GraphqlClientOptions<Utente>): GraphqlClient<Utente> {
  // Memory only: a token in storage would be readable by any injected script; the cookie restores it on reload.
  let accessToken: string | null = null;
  let refreshing: Promise<Utente | null> | null = null;
  const listeners = new Set<(token: string | null) => void>();

  const setAccessToken = (token: string | null) => {
    if (token === accessToken) return;
    accessToken = token;
    for (const listener of listeners) listener(token);
  };
  const printed = new WeakMap<DocumentNode, string>();

  const source = (document: DocumentNode) => {
    let query = printed.get(document);
    if (query === undefined) {
      query = print(document);
      printed.set(document, query);
    }
    return query;
  };

  async function send<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers,
        body: JSON.stringify({ query: source(document), variables }),
      });
    } catch {
      throw ApiError.network();
    }
    return parseGraphqlResponse<TResult>(response);
  }

  async function doRefresh(): Promise<Utente | null> {
    try {
      const sessione = await rinnovaSessione(send);
      setAccessToken(sessione?.accessToken ?? null);
      return sessione?.utente ?? null;
    } catch (error) {
      if (error instanceof ApiError && SESSION_GONE.has(error.code)) {
        setAccessToken(null);
        return null;
      }
      throw error;
    }
  }

  function refreshSession(): Promise<Utente | null> {
    // Refresh tokens rotate and a reused one revokes the session, so concurrent callers must share one refresh.
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    try {
      return await send(document, variables);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') throw error;
      const utente = await refreshSession().catch(() => null);
      if (!utente) {
        onSessionLost();
        throw error;
      }
    }
    try {
      return await send(document, variables);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') onSessionLost();
      throw error;
    }
  }

  return {
    request,
    refreshSession,
    setAccessToken,
    accessToken: () => accessToken,
    onAccessToken: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
