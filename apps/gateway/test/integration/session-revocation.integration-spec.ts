import { createServer, type Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGGI } from '@ricambiamo/contracts';
import { freePort, waitFor } from '@ricambiamo/testing';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';
import { Browser, LOGIN, ME, REFRESH, REGISTER, type Stack, startStack, uniqueEmail, STACK_START_MS } from './stack';

const PASSWORD = 'password-sicura';
const GRACE_SECONDS = 1;
/** Every replica refuses the access tokens of a session identity ended within this (docs/security.md). */
const WITHIN_MS = 1000;
/** After NATS restarts, the replicas consume again within this. */
const RESUME_MS = 10_000;

type Refreshed = { rinnovaSessione: { accessToken: string } | null };
type Answer = 'serves' | 'refuses';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a session identity ends stops working on every gateway replica within a second (two gateways, real services, NATS, Redis)', () => {
  let stack: Stack;
  let second: NestFastifyApplication;
  /** The two replicas: the stack's gateway and another in this process, over the same services, NATS and Redis. */
  let replicas: string[];

  beforeAll(async () => {
    stack = await startStack({ REFRESH_GRACE_SECONDS: String(GRACE_SECONDS), RATE_LIMIT_DISABLED: 'true' }, ['identity']);
    second = await createGateway(stack.config);
    await second.listen(0, '127.0.0.1');
    replicas = [stack.url, await second.getUrl()];
  }, STACK_START_MS);

  afterAll(async () => {
    await second?.close();
    await stack?.stop();
  });

  /** What the replica at `url` does with the access token: serves `utenteCorrente`, or refuses it as a session that ended. */
  async function answerOf(url: string, token: string): Promise<Answer> {
    const result = await new Browser(url).gql<{ utenteCorrente: { id: string } }>(ME, {}, token);
    if (result.data?.utenteCorrente.id) return 'serves';
    expect(result.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0].message).toBe(MESSAGGI.auth.sessioneScaduta);
    return 'refuses';
  }

  /** Each replica's answer to each token, as { '<replica> <token>': answer }. */
  async function answers(tokens: Record<string, string>): Promise<Record<string, Answer>> {
    const checks = replicas.flatMap((url, replica) =>
      Object.entries(tokens).map(async ([name, token]) => [`replica ${replica + 1}, ${name}`, await answerOf(url, token)] as const),
    );
    return Object.fromEntries(await Promise.all(checks));
  }

  const everywhere = (tokens: Record<string, string>, answer: Answer) =>
    Object.fromEntries(replicas.flatMap((_, replica) => Object.keys(tokens).map((name) => [`replica ${replica + 1}, ${name}`, answer])));

  /** The answers as soon as every replica refuses every token, or as they are when `withinMs` have passed since `from`. */
  async function answersOnceRefused(tokens: Record<string, string>, from: number, withinMs = WITHIN_MS): Promise<Record<string, Answer>> {
    for (;;) {
      const now = await answers(tokens);
      if (Object.values(now).every((answer) => answer === 'refuses') || Date.now() - from > withinMs) return now;
      await sleep(20);
    }
  }

  /** A signed-in user on the first replica: its access token, and the browser holding its refresh cookie. */
  async function signedIn() {
    const browser = new Browser(replicas[0]);
    const email = uniqueEmail('furto');
    const result = await browser.gql<{ registrati: { accessToken: string } }>(REGISTER, {
      input: { nome: 'Prova Furto', email, password: PASSWORD, confermaPassword: PASSWORD, ruolo: 'acquirente' },
    });
    expect(result.errors).toBeUndefined();
    return { browser, email, token: result.data!.registrati.accessToken };
  }

  /**
   * A thief copied the refresh cookie; the victim's browser refreshes (rotation); past the grace the thief presents the
   * copy. Resolves with the family's access tokens and when identity refused the replay (and so revoked the family).
   */
  async function stolenAndReplayed() {
    const victim = await signedIn();
    const stolen = victim.browser.cookie;
    const rotated = await victim.browser.gql<Refreshed>(REFRESH);
    expect(rotated.errors).toBeUndefined();
    const tokens = { 'first token': victim.token, 'rotated token': rotated.data!.rinnovaSessione!.accessToken };
    expect(await answers(tokens)).toEqual(everywhere(tokens, 'serves'));

    await sleep(GRACE_SECONDS * 1000 + 500);
    const thief = new Browser(replicas[1]);
    thief.cookie = stolen;
    expect((await thief.gql<Refreshed>(REFRESH)).data).toEqual({ rinnovaSessione: null });
    return { ...victim, tokens, replayedAt: Date.now() };
  }

  it('refuses every access token of the family on both replicas within 1 s of a stolen refresh token presented after the grace', async () => {
    const { email, tokens, replayedAt } = await stolenAndReplayed();
    const other = await new Browser(replicas[0]).gql<{ accedi: { sessione: { accessToken: string } } }>(LOGIN, { input: { email, password: PASSWORD } });

    expect(await answersOnceRefused(tokens, replayedAt)).toEqual(everywhere(tokens, 'refuses'));
    expect(Date.now() - replayedAt).toBeLessThan(WITHIN_MS + 500);
    // Another login of the same user is another family: untouched.
    const untouched = { 'another login': other.data!.accedi.sessione.accessToken };
    expect(await answers(untouched)).toEqual(everywhere(untouched, 'serves'));
  });

  it('goes on refusing after NATS restarts: the replicas consume again by themselves', async () => {
    await stack.nats.kill();
    await stack.nats.start();
    // Back when identity answers through both replicas again.
    await waitFor(async () => {
      const up = await Promise.all(replicas.map((url) => new Browser(url).gql(LOGIN, { input: { email: 'nessuno@test.ricambiamo.it', password: PASSWORD } })));
      return up.every((result) => result.errors?.[0].extensions.code === 'INVALID_CREDENTIALS') || undefined;
    }, 20_000, 200);

    const { tokens, replayedAt } = await stolenAndReplayed();

    expect(await answersOnceRefused(tokens, replayedAt, RESUME_MS)).toEqual(everywhere(tokens, 'refuses'));
  }, 60_000);
});

describe('a gateway whose NATS takes connections but never answers', () => {
  it('starts and serves what needs no service at once, and closes once NATS is gone', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const config = loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', HTTP_PORT: '0', NATS_URL: `nats://127.0.0.1:${port}` });

    const from = Date.now();
    const gateway = await createGateway(config);
    try {
      await gateway.listen(0, '127.0.0.1');
      expect((await fetch(`${await gateway.getUrl()}/health/live`)).status).toBe(200);
      expect(Date.now() - from).toBeLessThan(5000);
      // It did try NATS, in the background.
      await waitFor(() => Promise.resolve(held.length > 0 || undefined));
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      const closing = Date.now();
      await gateway.close();
      expect(Date.now() - closing).toBeLessThan(5000);
    }
  }, 30_000);
});
