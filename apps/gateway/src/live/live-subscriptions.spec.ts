import { Logger } from '@nestjs/common';
import { liveSubject } from '@ricambiamo/contracts';
import type { HintQueue } from './hint-queue';
import { LiveSubscriptions, type NatsSubscriber } from './live-subscriptions';

type Callback = Parameters<NatsSubscriber['subscribe']>[1]['callback'];

/** A NATS connection that records its subscriptions and lets the test publish to them. */
class FakeNats implements NatsSubscriber {
  readonly subscribed: string[] = [];
  readonly unsubscribed: string[] = [];
  private readonly callbacks = new Map<string, Callback>();

  subscribe(subject: string, options: { callback: Callback }) {
    this.subscribed.push(subject);
    this.callbacks.set(subject, options.callback);
    return {
      unsubscribe: () => {
        this.unsubscribed.push(subject);
        this.callbacks.delete(subject);
      },
    };
  }

  flush(): Promise<void> {
    return Promise.resolve();
  }

  publish(subject: string, text: string): void {
    this.callbacks.get(subject)?.(null, { string: () => text });
  }
}

/** Every argomento the queue hands out, read as a client would, until it ends. */
function read(queue: HintQueue): string[] {
  const seen: string[] = [];
  void (async () => {
    for await (const hint of queue) seen.push(hint.argomento);
  })();
  return seen;
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('LiveSubscriptions', () => {
  // The malformed hints' warnings.
  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  const anna = 'a0000000-0000-4000-8000-000000000001';
  const bruno = 'b0000000-0000-4000-8000-000000000002';

  it("subscribes once per user on NATS, shares it among the user's subscriptions and drops it with the last", async () => {
    const nats = new FakeNats();
    const live = new LiveSubscriptions(() => Promise.resolve(nats));

    const [first, second] = await Promise.all([live.of(anna), live.of(anna)]);
    const [toFirst, toSecond] = [read(first), read(second)];
    expect(nats.subscribed).toEqual([liveSubject(anna)]);
    expect(live.users).toBe(1);

    nats.publish(liveSubject(anna), JSON.stringify({ argomento: 'ordini' }));
    await settled();
    expect(toFirst).toEqual(['ordini']);
    expect(toSecond).toEqual(['ordini']);

    await first.return();
    await settled();
    expect(nats.unsubscribed).toEqual([]);
    nats.publish(liveSubject(anna), JSON.stringify({ argomento: 'notifiche' }));
    await settled();
    expect(toFirst).toEqual(['ordini']);
    expect(toSecond).toEqual(['ordini', 'notifiche']);

    await second.return();
    await settled();
    expect(nats.unsubscribed).toEqual([liveSubject(anna)]);
    expect(live.users).toBe(0);

    await live.of(anna);
    expect(nats.subscribed).toEqual([liveSubject(anna), liveSubject(anna)]);
  });

  it("forwards a user's hints to that user's subscriptions only", async () => {
    const nats = new FakeNats();
    const live = new LiveSubscriptions(() => Promise.resolve(nats));
    const toAnna = read(await live.of(anna));
    const toBruno = read(await live.of(bruno));

    nats.publish(liveSubject(bruno), JSON.stringify({ argomento: 'notifiche' }));
    await settled();

    expect(toBruno).toEqual(['notifiche']);
    expect(toAnna).toEqual([]);
  });

  it('drops malformed hints and keeps forwarding the good ones', async () => {
    const nats = new FakeNats();
    const live = new LiveSubscriptions(() => Promise.resolve(nats));
    const toAnna = read(await live.of(anna));

    nats.publish(liveSubject(anna), 'not json');
    nats.publish(liveSubject(anna), JSON.stringify({ argomento: 'gettoni' }));
    nats.publish(liveSubject(anna), JSON.stringify({ userId: bruno }));
    nats.publish(liveSubject(anna), JSON.stringify({ argomento: 'ordini' }));
    await settled();

    expect(toAnna).toEqual(['ordini']);
  });

  it('fails the subscriptions waiting on a NATS that cannot be reached, and tries again for the next one', async () => {
    const nats = new FakeNats();
    let reachable = false;
    const live = new LiveSubscriptions(() => (reachable ? Promise.resolve(nats) : Promise.reject(new Error('NATS down'))));

    await expect(Promise.all([live.of(anna), live.of(anna)])).rejects.toThrow('NATS down');
    expect(live.users).toBe(0);

    reachable = true;
    const toAnna = read(await live.of(anna));
    nats.publish(liveSubject(anna), JSON.stringify({ argomento: 'ordini' }));
    await settled();
    expect(toAnna).toEqual(['ordini']);
  });
});
