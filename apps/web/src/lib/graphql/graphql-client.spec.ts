import { graphql } from '../../graphql';
import { createFakeGateway, errore, utenteDemo } from '../../testing/fake-gateway';
import { ApiError } from './api-error';
import { createGraphqlClient, type RinnovoSessione } from './graphql-client';

const MeQuery = graphql(`
  query UtenteCorrente {
    utenteCorrente {
      id
    }
  }
`);

// The client knows no module: the app hands it the refresh (modules/auth); this one asks for the user's id alone.
const RinnovaSessioneMutation = graphql(`
  mutation RinnovaSessione {
    rinnovaSessione {
      accessToken
      user {
        id
      }
    }
  }
`);

const rinnovaSessione: RinnovoSessione<{ id: string }> = async (send) => {
  const { rinnovaSessione: sessione } = await send(RinnovaSessioneMutation, {});
  return sessione && { accessToken: sessione.accessToken, utente: sessione.user };
};

const sessione = (accessToken: string) => () => ({
  data: { rinnovaSessione: { accessToken, user: utenteDemo() } },
});

describe('graphql client', () => {
  it('sends the in-memory access token as a bearer header', async () => {
    const gateway = createFakeGateway({ UtenteCorrente: () => ({ data: { utenteCorrente: { id: '1' } } }) });
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost: jest.fn() });
    client.setAccessToken('tok-1');
    await client.request(MeQuery, {});
    expect(gateway.chiamate[0]?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('refreshes once on UNAUTHENTICATED and retries with the new token', async () => {
    const gateway = createFakeGateway({
      RinnovaSessione: sessione('tok-2'),
      UtenteCorrente: (_variables, headers) =>
        headers.Authorization === 'Bearer tok-2'
          ? { data: { utenteCorrente: { id: '1' } } }
          : errore('UNAUTHENTICATED', 'La sessione è scaduta, accedi di nuovo'),
    });
    const onSessionLost = jest.fn();
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost });
    client.setAccessToken('tok-1');

    await expect(client.request(MeQuery, {})).resolves.toEqual({ utenteCorrente: { id: '1' } });
    expect(gateway.chiamate.map((c) => c.operazione)).toEqual(['UtenteCorrente', 'RinnovaSessione', 'UtenteCorrente']);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('logs out locally when the session cannot be refreshed', async () => {
    const gateway = createFakeGateway({ UtenteCorrente: () => errore('UNAUTHENTICATED', 'La sessione è scaduta, accedi di nuovo') });
    const onSessionLost = jest.fn();
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost });

    await expect(client.request(MeQuery, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(gateway.chiamate.filter((c) => c.operazione === 'UtenteCorrente')).toHaveLength(1);
  });

  it('shares one refresh between concurrent callers, because a reused refresh token revokes the session', async () => {
    const gateway = createFakeGateway({ RinnovaSessione: sessione('tok-2') });
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost: jest.fn() });
    await Promise.all([client.refreshSession(), client.refreshSession(), client.refreshSession()]);
    expect(gateway.chiamate.filter((c) => c.operazione === 'RinnovaSessione')).toHaveLength(1);
  });

  it('tells its listeners each new access token: login, refresh, a session gone, logout', async () => {
    let valida = true;
    const gateway = createFakeGateway({
      RinnovaSessione: () => (valida ? sessione('tok-2')() : errore('SESSION_INVALID', 'Sessione non valida')),
    });
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost: jest.fn() });
    const token: (string | null)[] = [];
    const smetti = client.onAccessToken((nuovo) => token.push(nuovo));

    client.setAccessToken('tok-1');
    client.setAccessToken('tok-1');
    await client.refreshSession();
    valida = false;
    await client.refreshSession();
    client.setAccessToken('tok-3');
    smetti();
    client.setAccessToken(null);
    expect(token).toEqual(['tok-1', 'tok-2', null, 'tok-3']);
  });

  it('treats an invalid session on refresh as no session', async () => {
    const gateway = createFakeGateway({ RinnovaSessione: () => errore('SESSION_INVALID', 'Sessione non valida') });
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost: jest.fn() });
    await expect(client.refreshSession()).resolves.toBeNull();
  });

  it('keeps the Italian message, code and field messages of a gateway error', async () => {
    const gateway = createFakeGateway({
      UtenteCorrente: () => errore('VALIDATION_FAILED', 'Alcuni dati non sono validi', { cap: 'CAP non valido' }),
    });
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost: jest.fn() });
    const error: unknown = await client.request(MeQuery, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Alcuni dati non sono validi', fields: { cap: 'CAP non valido' } });
  });

  it('never shows an error without a known code, nor a failed connection, as raw text', async () => {
    const gateway = createFakeGateway({ UtenteCorrente: () => ({ errors: [{ message: 'Cannot query field', extensions: {} }] }) as never });
    const client = createGraphqlClient({ rinnovaSessione, fetch: gateway.fetch, onSessionLost: jest.fn() });
    await expect(client.request(MeQuery, {})).rejects.toMatchObject({ code: 'INTERNAL' });

    const offline = createGraphqlClient({
      rinnovaSessione,
      fetch: () => Promise.reject(new TypeError('offline')),
      onSessionLost: jest.fn(),
    });
    await expect(offline.request(MeQuery, {})).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('shows the Italian message of a 503 the gateway answers when a service is down', async () => {
    const body = { data: null, errors: [{ message: 'Si è verificato un errore imprevisto. Riprova più tardi.', extensions: { code: 'INTERNAL' } }] };
    const down = (init: ResponseInit, text: string) => () => Promise.resolve(new Response(text, init));
    const client = createGraphqlClient({
      rinnovaSessione,
      fetch: down({ status: 503 }, JSON.stringify(body)),
      onSessionLost: jest.fn(),
    });
    await expect(client.request(MeQuery, {})).rejects.toMatchObject({
      message: 'Si è verificato un errore imprevisto. Riprova più tardi.',
      code: 'INTERNAL',
    });

    // A proxy's own error page is not a GraphQL body: the generic network error, never its HTML.
    const proxy = createGraphqlClient({
      rinnovaSessione,
      fetch: down({ status: 502 }, '<html>Bad Gateway</html>'),
      onSessionLost: jest.fn(),
    });
    await expect(proxy.request(MeQuery, {})).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
