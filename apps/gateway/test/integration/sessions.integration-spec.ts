import { MESSAGGI } from '@ricambiamo/contracts';
import { codiceTotp, creaOperatore, freePort, type SmtpCatcher, startSmtpCatcher, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';
import { RedisConnection } from '../../src/redis.provider';
import { Browser, LOGIN, ME, REFRESH, REGISTER, type Stack, startStack, uniqueEmail, STACK_START_MS } from './stack';

const PASSWORD = 'password-sicura';
const NEW_PASSWORD = 'password-nuova';
const GRACE_SECONDS = 2;
const LOGOUT = 'mutation { esci }';
const REQUEST_RESET = 'mutation ($input: RequestPasswordResetInput!) { richiediRecuperoPassword(input: $input) }';
const RESET = 'mutation ($input: ResetPasswordInput!) { reimpostaPassword(input: $input) }';

type Refreshed = { rinnovaSessione: { accessToken: string } | null };
type Accesso = { accedi: { sessione: { accessToken: string } | null; secondoFattore: { sfida: string; attivazione: boolean } | null } };
const ACCEDI = `mutation ($input: LoginInput!) { accedi(input: $input) { sessione { accessToken } secondoFattore { sfida attivazione } } }`;
const ATTIVA = `mutation ($sfida: String!) { attivaSecondoFattore(sfida: $sfida) { segreto uri } }`;
const CONFERMA = `mutation ($input: CodiceSfidaInput!) { confermaSecondoFattore(input: $input) { sessione { accessToken user { ruolo } } codiciRecupero } }`;
const VERIFICA = `mutation ($input: CodiceSfidaInput!) { verificaSecondoFattore(input: $input) { accessToken user { ruolo } } }`;

describe('sessions end when they should (real gateway, identity, NATS, Redis)', () => {
  let stack: Stack;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startStack({
      SMTP_PORT: String(smtp.port),
      REFRESH_GRACE_SECONDS: String(GRACE_SECONDS),
      // The limits have their own spec; this one sends a few refreshes and resets per user from one IP.
      RATE_LIMIT_DISABLED: 'true',
    }, ['identity']);
  }, STACK_START_MS);

  afterAll(async () => {
    await stack.stop();
    await smtp.close();
  });

  async function register() {
    const browser = new Browser(stack.url);
    const email = uniqueEmail('sessione');
    const result = await browser.gql<{ registrati: { accessToken: string } }>(REGISTER, {
      input: { nome: 'Prova Utente', email, password: PASSWORD, confermaPassword: PASSWORD, ruolo: 'acquirente' },
    });
    expect(result.errors).toBeUndefined();
    return { browser, email, token: result.data!.registrati.accessToken };
  }

  async function login(email: string, password = PASSWORD) {
    const browser = new Browser(stack.url);
    const result = await browser.gql<{ accedi: { sessione: { accessToken: string } } }>(LOGIN, { input: { email, password } });
    expect(result.errors).toBeUndefined();
    return { browser, token: result.data!.accedi.sessione.accessToken };
  }

  async function expectSignedIn(token: string) {
    const result = await new Browser(stack.url).gql<{ utenteCorrente: { email: string } }>(ME, {}, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.utenteCorrente.email).toEqual(expect.any(String));
  }

  async function expectSignedOut(token: string) {
    const result = await new Browser(stack.url).gql(ME, {}, token);
    expect(result.data).toBeNull();
    expect(result.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0].message).toBe(MESSAGGI.auth.sessioneScaduta);
  }

  /** The tokens of the reset links mailed to `email`, oldest first, once `count` have arrived. */
  async function resetLinks(email: string, count: number): Promise<string[]> {
    const mails = await waitFor(() => {
      const sent = smtp.mails.filter((mail) => mail.to.includes(email));
      return Promise.resolve(sent.length === count ? sent : undefined);
    });
    return mails.map((mail) => /update-password\?token=([\w-]+)/.exec(mail.body)![1]);
  }

  it('makes the access token useless as soon as its session logs out, and only that session', async () => {
    const { browser, email, token } = await register();
    const other = await login(email);
    await expectSignedIn(token);

    expect((await browser.gql(LOGOUT)).data).toEqual({ esci: true });

    await expectSignedOut(token);
    await expectSignedIn(other.token);
  });

  it('ends every session and access token of the user when the password is reset', async () => {
    const registered = await register();
    const other = await login(registered.email);
    await new Browser(stack.url).gql(REQUEST_RESET, { input: { email: registered.email } });
    const [link] = await resetLinks(registered.email, 1);

    const reset = await new Browser(stack.url).gql(RESET, {
      input: { token: link, password: NEW_PASSWORD, confermaPassword: NEW_PASSWORD },
    });
    expect(reset).toEqual({ data: { reimpostaPassword: true } });

    await expectSignedOut(registered.token);
    await expectSignedOut(other.token);
    expect((await other.browser.gql<Refreshed>(REFRESH)).data).toEqual({ rinnovaSessione: null });
    // A login after the reset is a new session, untouched by it.
    await expectSignedIn((await login(registered.email, NEW_PASSWORD)).token);
  });

  it('refuses every other reset link of the user once one has been used', async () => {
    const { email } = await register();
    for (let i = 0; i < 2; i += 1) await new Browser(stack.url).gql(REQUEST_RESET, { input: { email } });
    const [first, second] = await resetLinks(email, 2);

    const reset = (token: string, password: string) =>
      new Browser(stack.url).gql(RESET, { input: { token, password, confermaPassword: password } });
    expect((await reset(second, NEW_PASSWORD)).data).toEqual({ reimpostaPassword: true });

    const stale = await reset(first, 'password-rubata');
    expect(stale.errors?.[0].extensions.code).toBe('RESET_TOKEN_INVALID');
    expect(stale.errors?.[0].message).toBe(MESSAGGI.auth.linkResetNonValido);
    await login(email, NEW_PASSWORD);
  });

  it('keeps two tabs signed in when they refresh with the same cookie at once, and still refuses a late replay', async () => {
    const { browser } = await register();
    const shared = browser.cookie;
    const tabs = [new Browser(stack.url), new Browser(stack.url)];
    for (const tab of tabs) tab.cookie = shared;

    const answers = await Promise.all(tabs.map((tab) => tab.gql<Refreshed>(REFRESH)));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.rinnovaSessione?.accessToken).toEqual(expect.any(String));
      await expectSignedIn(answer.data!.rinnovaSessione!.accessToken);
    }
    // Whichever cookie the browser kept last, the session goes on.
    for (const tab of tabs) {
      expect(tab.cookie).not.toBe(shared);
      expect((await tab.gql<Refreshed>(REFRESH)).data?.rinnovaSessione?.accessToken).toEqual(expect.any(String));
    }

    await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 500));
    const thief = new Browser(stack.url);
    thief.cookie = shared;
    expect((await thief.gql<Refreshed>(REFRESH)).data).toEqual({ rinnovaSessione: null });
    // Past the grace a replay is theft again: the whole session is revoked.
    expect((await tabs[0].gql<Refreshed>(REFRESH)).data).toEqual({ rinnovaSessione: null });
  });

  it('refuses to vouch for an access token while Redis cannot say whether its session ended', async () => {
    const { token } = await register();
    const withoutRedis = await createGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: stack.nats.url,
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      }),
    );
    withoutRedis.get(RedisConnection).on('error', () => undefined);
    try {
      await withoutRedis.listen(0, '127.0.0.1');
      const response = await fetch(`${await withoutRedis.getUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: ME }),
      });
      // "Backend down", not "signed out": the web app keeps the session and tries again later.
      expect(response.status).toBe(503);
      const body = (await response.json()) as { data: unknown; errors: { extensions: { code: string } }[] };
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions.code).toBe('INTERNAL');
    } finally {
      await withoutRedis.close();
    }
  });

  it("signs an operator in only through the second factor, and keeps the operator out of the buyers' and sellers' calls", async () => {
    const email = uniqueEmail('operatore');
    const token = await creaOperatore(testDatabaseUrl('ricambiamo_identity_gateway_test'), email);
    expect((await new Browser(stack.url).gql(RESET, { input: { token, password: PASSWORD, confermaPassword: PASSWORD } })).errors).toBeUndefined();

    // The password opens a challenge, and no cookie: nothing to refresh yet.
    const browser = new Browser(stack.url);
    const primo = await browser.gql<Accesso>(ACCEDI, { input: { email, password: PASSWORD } });
    expect(primo.data?.accedi).toEqual({ sessione: null, secondoFattore: { sfida: expect.any(String), attivazione: true } });
    expect(browser.cookie).toBeUndefined();
    const { sfida } = primo.data!.accedi.secondoFattore!;
    const { segreto } = (await browser.gql<{ attivaSecondoFattore: { segreto: string } }>(ATTIVA, { sfida })).data!.attivaSecondoFattore;
    const istante = Date.now();
    const sbagliato = await browser.gql(CONFERMA, { input: { sfida, codice: '000000' } });
    expect(sbagliato.errors?.[0]).toMatchObject({ message: 'Codice non valido', extensions: { code: 'SECOND_FACTOR_INVALID' } });
    const attivato = await browser.gql<{ confermaSecondoFattore: { sessione: { accessToken: string; user: { ruolo: string } }; codiciRecupero: string[] } }>(
      CONFERMA,
      { input: { sfida, codice: codiceTotp(segreto, istante) } },
    );
    expect(attivato.errors).toBeUndefined();
    const { sessione, codiciRecupero } = attivato.data!.confermaSecondoFattore;
    expect(sessione.user.ruolo).toBe('operatore');
    expect(codiciRecupero).toHaveLength(10);
    await expectSignedIn(sessione.accessToken);
    // Its cookie refreshes like anyone's.
    expect((await browser.gql<Refreshed>(REFRESH)).data?.rinnovaSessione?.accessToken).toEqual(expect.any(String));

    for (const query of ['query { mieiOrdini { id } }', 'query { mieiVeicoli { id } }']) {
      expect((await new Browser(stack.url).gql(query, {}, sessione.accessToken)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    const SICUREZZA = 'query { sicurezzaOperatore { codiciRecuperoRimasti } }';
    expect((await new Browser(stack.url).gql(SICUREZZA, {}, sessione.accessToken)).data).toEqual({ sicurezzaOperatore: { codiciRecuperoRimasti: 10 } });
    const acquirente = await register();
    expect((await new Browser(stack.url).gql(SICUREZZA, {}, acquirente.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');

    // Next time: the code of the app, once.
    const secondo = (await new Browser(stack.url).gql<Accesso>(ACCEDI, { input: { email, password: PASSWORD } })).data!.accedi.secondoFattore!;
    expect(secondo.attivazione).toBe(false);
    const verificato = await new Browser(stack.url).gql<{ verificaSecondoFattore: { accessToken: string; user: { ruolo: string } } }>(VERIFICA, {
      input: { sfida: secondo.sfida, codice: codiceTotp(segreto, istante + 30_000) },
    });
    expect(verificato.data?.verificaSecondoFattore.user.ruolo).toBe('operatore');
    const ancora = await new Browser(stack.url).gql(VERIFICA, { input: { sfida: secondo.sfida, codice: codiciRecupero[0] } });
    expect(ancora.errors?.[0]).toMatchObject({ message: 'Accesso scaduto: inserisci di nuovo e-mail e password', extensions: { code: 'SECOND_FACTOR_EXPIRED' } });
  });
});
