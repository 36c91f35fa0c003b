import { createGraphqlClient } from '../graphql/graphql-client';
import { nomeDaContentDisposition, scaricaFile } from './scarica-file';

describe('nomeDaContentDisposition', () => {
  it.each([
    ['attachment; filename="modello-importazione.csv"', 'modello-importazione.csv'],
    ['attachment; filename=magazzino.xlsx', 'magazzino.xlsx'],
    [`attachment; filename="rapporto.csv"; filename*=UTF-8''rapporto%20d%E2%80%99importazione.csv`, 'rapporto d’importazione.csv'],
    ['attachment; filename="..\\\\..\\\\evil/name.csv"', '.._.._evil_name.csv'],
    ['attachment', null],
    [null, null],
  ])('reads %s as %s', (intestazione, nome) => {
    expect(nomeDaContentDisposition(intestazione)).toBe(nome);
  });
});

describe('scaricaFile', () => {
  const originale = globalThis.fetch;
  let link: HTMLAnchorElement | null;

  beforeEach(() => {
    link = null;
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      link = click.mock.contexts.at(-1) ?? null;
    });
  });
  afterEach(() => {
    globalThis.fetch = originale;
    jest.restoreAllMocks();
  });

  /** A client whose access token is `token`, renewed to `rinnovato` when asked. */
  function client(token: string, rinnovato: string | null = null) {
    const graphql = createGraphqlClient({
      onSessionLost: jest.fn(),
      rinnovaSessione: () => Promise.resolve(rinnovato ? { accessToken: rinnovato, utente: {} } : null),
      fetch: jest.fn(),
    });
    graphql.setAccessToken(token);
    return graphql;
  }

  it('fetches with the token and saves the blob under the name the gateway gives', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValue(new Response('codice interno;marca\n', { headers: { 'Content-Disposition': 'attachment; filename="scorta.csv"' } }));
    globalThis.fetch = fetch;

    expect(await scaricaFile(client('tok'), '/importazioni/scorta.csv', 'magazzino.csv')).toBeNull();
    expect(fetch.mock.calls).toEqual([['/importazioni/scorta.csv', { headers: { Authorization: 'Bearer tok' } }]]);
    expect(link?.download).toBe('scorta.csv');
    expect(link?.href).toBe('blob:file');
    expect(link?.isConnected).toBe(false);
  });

  it('falls back to its own name, and asks again with a renewed token after a 401', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Sessione scaduta' }), { status: 401 }))
      .mockResolvedValueOnce(new Response('x'));
    globalThis.fetch = fetch;

    expect(await scaricaFile(client('vecchio', 'nuovo'), '/importazioni/modello.csv', 'modello-importazione.csv')).toBeNull();
    expect(fetch.mock.calls.map(([, init]) => (init as RequestInit).headers)).toEqual([
      { Authorization: 'Bearer vecchio' },
      { Authorization: 'Bearer nuovo' },
    ]);
    expect(link?.download).toBe('modello-importazione.csv');
  });

  it("answers the gateway's message when it refuses, and its own when the gateway is out of reach", async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ statusCode: 404, message: 'Importazione non trovata' }), { status: 404 }));
    expect(await scaricaFile(client('tok'), '/importazioni/x/rapporto.csv', 'rapporto.csv')).toBe('Importazione non trovata');

    globalThis.fetch = jest.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await scaricaFile(client('tok'), '/importazioni/x/rapporto.csv', 'rapporto.csv')).toBe('Il file non si è potuto scaricare: riprova tra poco');

    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await scaricaFile(client('tok'), '/importazioni/x/rapporto.csv', 'rapporto.csv')).toBe('Il file non si è potuto scaricare: riprova tra poco');
    expect(link).toBeNull();
  });
});
