import { MESSAGGI } from '@ricambiamo/contracts';
import { DEFAULT_PUBLIC_ORIGIN } from '../../src/config';
import { LOGIN, REFRESH, REGISTER, type Stack, startStack, uniqueEmail, STACK_START_MS } from './stack';

const PASSWORD = 'password-sicura';
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { richiediRecuperoPassword(input: $input) }`;
const RESET = `mutation ($input: ResetPasswordInput!) { reimpostaPassword(input: $input) }`;
const SEARCH = `query { cercaAuto { total } }`;

/** Small limits, so a test reaches them in a few requests; the per-e-mail one on reset e-mails keeps its default. */
const LIMITS = {
  RATE_LIMIT_PER_IP: '12',
  RATE_LIMIT_REFRESH_PER_IP: '5',
  RATE_LIMIT_SEARCH_PER_IP: '6',
  RATE_LIMIT_LOGIN_FAILURES_PER_PAIR: '3',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '6',
};

let addresses = 0;
/** A client address of its own for each caller, so tests never share a counter. */
const newAddress = () => {
  addresses += 1;
  return `100.64.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

type Answer = { data: Record<string, unknown> | null; errors?: { message: string; extensions: { code: string } }[] };

describe('gateway rate limits (one trusted proxy in front; real identity, catalogue, NATS, Redis)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ TRUST_PROXY: '1', ...LIMITS }, ['identity', 'catalogue']);
  }, STACK_START_MS);

  afterAll(() => stack.stop());

  /**
   * A GraphQL call from `address` as our one proxy reports it: the proxy appends the address it saw to whatever
   * X-Forwarded-For the client sent, here a new forged address every time.
   */
  async function from(address: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: new URL(DEFAULT_PUBLIC_ORIGIN).origin,
        'x-forwarded-for': `${newAddress()}, ${address}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  }

  const codeOf = (answer: Answer) => answer.errors?.[0].extensions.code ?? 'OK';
  const login = (address: string, email: string, password: string) => from(address, LOGIN, { input: { email, password } });

  async function registered(address = newAddress()) {
    const email = uniqueEmail('limiti');
    const answer = await from(address, REGISTER, {
      input: { nome: 'Prova Utente', email, password: PASSWORD, confermaPassword: PASSWORD, ruolo: 'acquirente' },
    });
    expect(answer.errors).toBeUndefined();
    return email;
  }

  it('counts a client by the address our proxy saw, however it rotates X-Forwarded-For', async () => {
    const address = newAddress();
    const codes = [];
    for (let i = 0; i <= Number(LIMITS.RATE_LIMIT_PER_IP); i += 1) {
      codes.push(codeOf(await login(address, uniqueEmail('ruota'), 'sbagliata')));
    }
    expect(codes).toEqual([...Array(Number(LIMITS.RATE_LIMIT_PER_IP)).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED']);
  });

  it.each([
    ['registrati', Number(LIMITS.RATE_LIMIT_PER_IP), () => ({
      query: REGISTER,
      variables: { input: { nome: 'Prova Utente', email: uniqueEmail('reg'), password: PASSWORD, confermaPassword: PASSWORD } },
    })],
    ['richiediRecuperoPassword', Number(LIMITS.RATE_LIMIT_PER_IP), () => ({
      query: REQUEST_RESET,
      variables: { input: { email: uniqueEmail('reset') } },
    })],
    ['reimpostaPassword', Number(LIMITS.RATE_LIMIT_PER_IP), () => ({
      query: RESET,
      variables: { input: { token: 'a'.repeat(64), password: PASSWORD, confermaPassword: PASSWORD } },
    })],
    ['rinnovaSessione', Number(LIMITS.RATE_LIMIT_REFRESH_PER_IP), () => ({ query: REFRESH, variables: {} })],
    ['cercaAuto', Number(LIMITS.RATE_LIMIT_SEARCH_PER_IP), () => ({ query: SEARCH, variables: {} })],
  ])('limits %s per address to %i, then answers with the Italian message', async (_operation, limit, request) => {
    const address = newAddress();
    const answers: Answer[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const { query, variables } = request();
      answers.push(await from(address, query, variables));
    }
    expect(answers.slice(0, limit).map(codeOf)).not.toContain('RATE_LIMITED');
    expect(answers[limit].errors?.[0]).toMatchObject({
      message: MESSAGGI.auth.troppiTentativi,
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('stops an attacker guessing from one address, and the owner still logs in from another', async () => {
    const email = await registered();
    const attacker = newAddress();
    const guesses = [];
    for (let i = 0; i < 10; i += 1) guesses.push(codeOf(await login(attacker, email, `sbagliata-${i}`)));

    const owner = await login(newAddress(), email, PASSWORD);
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.accedi).toMatchObject({ sessione: { accessToken: expect.any(String) } });
    const pairLimit = Number(LIMITS.RATE_LIMIT_LOGIN_FAILURES_PER_PAIR);
    expect(guesses).toEqual([...Array(pairLimit).fill('INVALID_CREDENTIALS'), ...Array(10 - pairLimit).fill('RATE_LIMITED')]);
  });

  it('slows an attacker who rotates addresses, while the owner logs in from an address they used before', async () => {
    const home = newAddress();
    const email = await registered(home);
    expect(codeOf(await login(home, email, PASSWORD))).toBe('OK');

    // Two guesses from each new address stay under the per-address limit; the account's own limit stops them.
    const emailLimit = Number(LIMITS.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL);
    const guesses = [];
    for (let i = 0; i < emailLimit; i += 2) {
      const attacker = newAddress();
      guesses.push(codeOf(await login(attacker, email, 'sbagliata')), codeOf(await login(attacker, email, 'sbagliata')));
    }
    expect(guesses).toEqual(Array(emailLimit).fill('INVALID_CREDENTIALS'));
    expect(codeOf(await login(newAddress(), email, 'sbagliata'))).toBe('RATE_LIMITED');

    expect(codeOf(await login(home, email, PASSWORD))).toBe('OK');
  });

  it('forgets the failures of an address once its owner logs in from it', async () => {
    const home = newAddress();
    const email = await registered(home);
    const pairLimit = Number(LIMITS.RATE_LIMIT_LOGIN_FAILURES_PER_PAIR);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < pairLimit - 1; i += 1) expect(codeOf(await login(home, email, 'sbagliata'))).toBe('INVALID_CREDENTIALS');
      expect(codeOf(await login(home, email, PASSWORD))).toBe('OK');
    }
  });
});
