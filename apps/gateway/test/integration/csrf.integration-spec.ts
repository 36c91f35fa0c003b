import { MESSAGGI } from '@ricambiamo/contracts';
import { Browser, LOGIN, REFRESH, REGISTER, type Stack, startStack, uniqueEmail, STACK_START_MS } from './stack';

const PASSWORD = 'password-sicura';
const LOGOUT = 'mutation { esci }';
const SEARCH = 'query { cercaAuto { total } }';
const EVIL = 'https://ricambi-gratis.example';

describe('gateway CSRF defence on /graphql (real identity, NATS, Redis)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({}, ['identity', 'catalogue']);
  }, STACK_START_MS);

  afterAll(() => stack.stop());

  async function loggedIn() {
    const browser = new Browser(stack.url);
    const email = uniqueEmail('csrf');
    const result = await browser.gql(REGISTER, {
      input: { nome: 'Prova Utente', email, password: PASSWORD, confermaPassword: PASSWORD, ruolo: 'acquirente' },
    });
    expect(result.errors).toBeUndefined();
    expect(browser.cookie).toBeDefined();
    return { browser, email };
  }

  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${stack.url}/graphql`, { method: 'POST', headers, body });

  /** The session still refreshes from its cookie: nothing logged it out. */
  async function expectStillLoggedIn(browser: Browser) {
    const refreshed = await browser.gql<{ rinnovaSessione: { accessToken: string } | null }>(REFRESH);
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data?.rinnovaSessione?.accessToken).toEqual(expect.any(String));
  }

  async function expectForbidden(response: Response, status: number) {
    expect(response.status).toBe(status);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([{ message: MESSAGGI.auth.nonAutorizzato, extensions: { code: 'FORBIDDEN' } }]);
  }

  it('refuses a cross-site <form> post of login or logout in any content type a form can send', async () => {
    const { browser, email } = await loggedIn();
    const login = `mutation { accedi(input: { email: "${email}", password: "${PASSWORD}", ricordami: true }) { sessione { accessToken } } }`;
    // What a hidden form on another site auto-submits: the browser attaches the victim's cookie when it can.
    const forms = [
      { 'content-type': 'application/x-www-form-urlencoded', body: (query: string) => new URLSearchParams({ query }).toString() },
      { 'content-type': 'text/plain', body: (query: string) => JSON.stringify({ query }) },
      { 'content-type': 'multipart/form-data; boundary=x', body: (query: string) => `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${query}\r\n--x--\r\n` },
    ];
    for (const form of forms) {
      for (const query of [login, LOGOUT]) {
        const response = await post(
          { 'content-type': form['content-type'], origin: EVIL, cookie: browser.cookie! },
          form.body(query),
        );
        await expectForbidden(response, 415);
      }
    }
    await expectStillLoggedIn(browser);
  });

  it('refuses a JSON mutation from a foreign origin or with no origin at all, and lets the same origin through', async () => {
    const { browser, email } = await loggedIn();
    const json = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
    const loginBody = json(LOGIN, { input: { email, password: PASSWORD, ricordami: false } });
    const origin = new URL(stack.config.PUBLIC_ORIGIN).origin;

    const unknownPages: Record<string, string>[] = [
      { origin: EVIL },
      { origin: 'null' },
      { referer: `${EVIL}/pagina` },
      { origin: EVIL, referer: `${origin}/login` },
      {},
    ];
    for (const headers of unknownPages) {
      await expectForbidden(await post({ 'content-type': 'application/json', ...headers }, loginBody), 403);
      await expectForbidden(
        await post({ 'content-type': 'application/json', cookie: browser.cookie!, ...headers }, json(LOGOUT)),
        403,
      );
      await expectForbidden(
        await post({ 'content-type': 'application/json', cookie: browser.cookie!, ...headers }, json(REFRESH)),
        403,
      );
    }
    await expectStillLoggedIn(browser);

    const sameOrigin = await post({ 'content-type': 'application/json', origin }, loginBody);
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('set-cookie')).toContain('ricambiamo_refresh=');
    // A browser that withholds Origin still sends the page it came from.
    const viaReferer = await post({ 'content-type': 'application/json', referer: `${origin}/login` }, loginBody);
    expect(viaReferer.status).toBe(200);
    expect(((await viaReferer.json()) as { errors?: unknown }).errors).toBeUndefined();

    const loggedOut = await post({ 'content-type': 'application/json', origin, cookie: browser.cookie! }, json(LOGOUT));
    expect(loggedOut.status).toBe(200);
    expect(await loggedOut.json()).toEqual({ data: { esci: true } });
  });

  it('still answers queries without an Origin, over POST and GET, and never runs a mutation over GET', async () => {
    const viaPost = await post({ 'content-type': 'application/json' }, JSON.stringify({ query: SEARCH }));
    expect(viaPost.status).toBe(200);
    expect(await viaPost.json()).toEqual({ data: { cercaAuto: { total: expect.any(Number) } } });

    const viaGraphqlType = await post({ 'content-type': 'application/graphql' }, SEARCH);
    expect(viaGraphqlType.status).toBe(200);
    expect(await viaGraphqlType.json()).toEqual({ data: { cercaAuto: { total: expect.any(Number) } } });

    const viaGet = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(SEARCH)}`);
    expect(viaGet.status).toBe(200);
    expect(await viaGet.json()).toEqual({ data: { cercaAuto: { total: expect.any(Number) } } });

    const { browser } = await loggedIn();
    const mutationViaGet = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(LOGOUT)}`, {
      headers: { cookie: browser.cookie! },
    });
    expect(mutationViaGet.status).toBe(405);
    expect(mutationViaGet.headers.get('set-cookie')).toBeNull();
    await expectStillLoggedIn(browser);
  });
});
