import { Readiness, type DependencyChecks } from './health.module';

const answers = () => Promise.resolve();
const refuses = (message: string) => () => Promise.reject(new Error(message));

describe('Readiness', () => {
  afterEach(() => jest.useRealTimers());

  it('is ok when every dependency answers, and names each one', async () => {
    const report = await new Readiness({ database: answers, nats: answers }).report();

    expect(report).toEqual({
      status: 'ok',
      info: { database: { status: 'up' }, nats: { status: 'up' } },
      error: {},
      details: { database: { status: 'up' }, nats: { status: 'up' } },
    });
  });

  it('is an error when one dependency does not answer, and says which and why', async () => {
    const report = await new Readiness({ database: refuses('connection refused'), nats: answers }).report();

    expect(report).toEqual({
      status: 'error',
      info: { nats: { status: 'up' } },
      error: { database: { status: 'down', message: 'connection refused' } },
      details: { database: { status: 'down', message: 'connection refused' }, nats: { status: 'up' } },
    });
  });

  it('asks every dependency at once and gives up on one that hangs after 2 s', async () => {
    jest.useFakeTimers();
    const asked: string[] = [];
    const checks: DependencyChecks = {
      redis: () => {
        asked.push('redis');
        return new Promise(() => undefined);
      },
      storage: () => {
        asked.push('storage');
        return Promise.resolve();
      },
    };

    const pending = new Readiness(checks).report();
    expect(asked).toEqual(['redis', 'storage']);
    await jest.advanceTimersByTimeAsync(2000);

    expect(await pending).toMatchObject({
      status: 'error',
      info: { storage: { status: 'up' } },
      error: { redis: { status: 'down', message: 'no answer within 2000 ms' } },
    });
  });

  it('is shutting down once the app begins to close, whatever its dependencies say', async () => {
    const readiness = new Readiness({ database: answers });
    readiness.beforeApplicationShutdown();

    expect((await readiness.report()).status).toBe('shutting_down');
  });
});
