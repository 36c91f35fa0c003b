import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN } from '../../src/access/access-token';
import { Browser, LOGIN, ME, REFRESH, REGISTER, type Stack, startStack, UPDATE_PROFILE, uniqueEmail, STACK_START_MS } from './stack';

const PASSWORD = 'password-sicura';

function jwt(payload: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const body = `${encode(header)}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('gateway security (real identity, NATS, Redis)', () => {
  let stack: Stack;

  beforeAll(async () => {
    // No refresh grace here, so any replay is theft at once (sessions.integration-spec covers the grace).
    stack = await startStack({ RATE_LIMIT_LOGIN_FAILURES_PER_PAIR: '5', REFRESH_GRACE_SECONDS: '0' }, ['identity']);
  }, STACK_START_MS);

  afterAll(() => stack.stop());

  async function register(ruolo: 'acquirente' | 'venditore') {
    const browser = new Browser(stack.url);
    const email = uniqueEmail(ruolo);
    const result = await browser.gql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
      input: { nome: 'Prova Utente', email, password: PASSWORD, confermaPassword: PASSWORD, ruolo },
    });
    expect(result.errors).toBeUndefined();
    return { browser, email, token: result.data!.registrati.accessToken, id: result.data!.registrati.user.id };
  }

  const claims = (sub: string, overrides: Record<string, unknown> = {}) => ({
    sub,
    role: 'acquirente',
    iss: ACCESS_TOKEN.issuer,
    aud: ACCESS_TOKEN.audience,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
    ...overrides,
  });

  it('accepts a valid access token and rejects tampered, expired, foreign and unsigned ones', async () => {
    const buyer = await register('acquirente');
    const ok = await buyer.browser.gql<{ utenteCorrente: { id: string; createdAt: string } }>(
      `query { utenteCorrente { id createdAt } }`,
      {},
      buyer.token,
    );
    expect(ok.data?.utenteCorrente.id).toBe(buyer.id);
    expect(Date.parse(ok.data!.utenteCorrente.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const [header, payload, signature] = buyer.token.split('.');
    const promoted = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'venditore' })).toString('base64url');
    const forged = [
      `${header}.${promoted}.${signature}`,
      jwt(claims(buyer.id, { exp: Math.floor(Date.now() / 1000) - 10 }), stack.config.JWT_SECRET),
      jwt(claims(buyer.id), 'a-different-secret-of-enough-length-0123456789'),
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims(buyer.id))).toString('base64url')}.`,
    ];
    for (const token of forged) {
      const result = await buyer.browser.gql(ME, {}, token);
      expect(result.data).toBeNull();
      expect(result.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0].message).toBe('La sessione è scaduta, accedi di nuovo');
    }
  });

  it('rotates the refresh token and revokes the whole session when an old one is replayed', async () => {
    const { browser } = await register('acquirente');
    const first = browser.cookie;
    const rotated = await browser.gql<{ rinnovaSessione: { accessToken: string } | null }>(REFRESH);
    expect(rotated.data?.rinnovaSessione?.accessToken).toEqual(expect.any(String));
    const second = browser.cookie;
    expect(second).not.toBe(first);

    const thief = new Browser(stack.url);
    thief.cookie = first;
    expect((await thief.gql(REFRESH)).data).toEqual({ rinnovaSessione: null });

    // The replay burnt the family: the legitimate holder of the newest token is signed out too.
    browser.cookie = second;
    expect((await browser.gql(REFRESH)).data).toEqual({ rinnovaSessione: null });
  });

  it('never lets a user change another user profile', async () => {
    const alice = await register('acquirente');
    const bob = await register('acquirente');
    const seller = await register('venditore');

    const own = await alice.browser.gql<{ aggiornaProfiloAcquirente: { id: string; citta: string } }>(
      UPDATE_PROFILE,
      { input: { nome: 'Alice Neri', citta: 'Bologna', cap: '40121' } },
      alice.token,
    );
    expect(own.data?.aggiornaProfiloAcquirente).toMatchObject({ id: alice.id, citta: 'Bologna' });

    // No operation takes a user id: smuggling one in is a schema error, and the update stays on the caller.
    const smuggled = await alice.browser.gql(
      `mutation { aggiornaProfiloAcquirente(input: { nome: "Hacker", id: "${bob.id}" }) { id } }`,
      {},
      alice.token,
    );
    expect(smuggled.errors?.length).toBeGreaterThan(0);

    const bySeller = await seller.browser.gql(UPDATE_PROFILE, { input: { nome: 'Venditore' } }, seller.token);
    expect(bySeller.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await new Browser(stack.url).gql(UPDATE_PROFILE, { input: { nome: 'Anonimo' } });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

    const bobNow = await bob.browser.gql<{ utenteCorrente: { nome: string } }>(ME, {}, bob.token);
    expect(bobNow.data?.utenteCorrente.nome).toBe('Prova Utente');
  });

  it('maps service errors to the spec messages', async () => {
    const buyer = await register('acquirente');
    const duplicate = await new Browser(stack.url).gql(REGISTER, {
      input: { nome: 'Altro', email: buyer.email, password: PASSWORD, confermaPassword: PASSWORD },
    });
    expect(duplicate.errors?.[0].message).toBe("Email già in uso, prova con un'altra");

    const invalid = await new Browser(stack.url).gql(REGISTER, {
      input: { nome: 'A', email: 'non-una-email', password: '123', confermaPassword: '1234' },
    });
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        nome: 'Il nome deve essere di almeno 2 caratteri',
        email: 'Email non valida',
        password: 'La password deve essere di almeno 6 caratteri',
      },
    });
  });

  it('rate-limits wrong passwords from one address with the Italian message', async () => {
    const buyer = await register('acquirente');
    const attempts = [];
    for (let i = 0; i < 7; i += 1) {
      attempts.push(await new Browser(stack.url).gql(LOGIN, { input: { email: buyer.email, password: 'sbagliata' } }));
    }
    const codes = attempts.map((attempt) => attempt.errors?.[0].extensions.code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(5)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(attempts[6].errors?.[0].message).toBe('Troppi tentativi. Riprova tra qualche minuto.');

    // The right password from that address waits too: it could be the guesser's lucky guess (rate-limits.integration-spec
    // shows the owner logging in from elsewhere).
    const right = await new Browser(stack.url).gql(LOGIN, { input: { email: buyer.email, password: PASSWORD } });
    expect(right.errors?.[0].extensions.code).toBe('RATE_LIMITED');
  });
});
