import { spawn } from 'node:child_process';
import { once } from 'node:events';
import Redis from 'ioredis';
import { connect } from 'nats';
import { createTransport } from 'nodemailer';
import { recreateDatabase } from '@ricambiamo/database';
import { markSeeded, seedMark, startNatsServer, startRedisServer, startSmtpCatcher, testDatabaseUrl, tiedToTestProcess, waitFor } from '../../src';

describe('private nats-server', () => {
  it('keeps JetStream data across a kill and a restart on the same port', async () => {
    const server = await startNatsServer();
    try {
      let nc = await connect({ servers: server.url });
      const jsm = await nc.jetstreamManager();
      await jsm.streams.add({ name: 'T', subjects: ['t.>'] });
      await nc.jetstream().publish('t.a', 'x');
      await nc.close();

      await server.kill();
      await expect(connect({ servers: server.url, reconnect: false })).rejects.toThrow();
      await server.start();

      nc = await connect({ servers: server.url });
      const info = await (await nc.jetstreamManager()).streams.info('T');
      expect(info.state.messages).toBe(1);
      await nc.close();
    } finally {
      await server.dispose();
    }
  });
});

describe('private redis-server', () => {
  const client = (url: string) => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => undefined);
    return redis;
  };

  it('answers on its own port, with nothing of the shared server in it, until it is disposed of', async () => {
    const server = await startRedisServer();
    try {
      expect(new URL(server.url).port).not.toBe('6379');
      const redis = client(server.url);
      await redis.connect();
      expect(await redis.dbsize()).toBe(0);
      await redis.set('k', 'v');
      expect(await redis.get('k')).toBe('v');
      await redis.quit();
    } finally {
      await server.dispose();
    }
    const after = client(server.url);
    await expect(after.connect()).rejects.toThrow();
    after.disconnect();
  });
});

describe('smtp catcher', () => {
  it('catches mail sent over SMTP and decodes quoted-printable text', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const long = `https://example.it/update-password?token=${'a'.repeat(90)}`;
      const transport = createTransport({ host: '127.0.0.1', port: catcher.port, secure: false });
      await transport.sendMail({ from: 'a@example.it', to: 'Chi@Example.it', subject: 'Prova', text: `Perché: ${long}` });
      transport.close();
      const mail = await waitFor(async () => catcher.waitForMail('chi@example.it'));
      expect(mail.body).toContain('Perché');
      expect(mail.body).toContain(long);
    } finally {
      await catcher.close();
    }
  });
});

describe('seed mark', () => {
  it('reads no mark before a seed marks its database, the mark after, and none once the database is made again', async () => {
    const databaseUrl = testDatabaseUrl('ricambiamo_testing_test_seed_mark');
    await recreateDatabase(databaseUrl);
    expect(await seedMark(databaseUrl)).toBeNull();
    await markSeeded(databaseUrl, 'seed v1, 20 auto');
    expect(await seedMark(databaseUrl)).toBe('seed v1, 20 auto');
    await recreateDatabase(databaseUrl);
    expect(await seedMark(databaseUrl)).toBeNull();
    expect(await seedMark(testDatabaseUrl('ricambiamo_testing_test_nessun_database'))).toBeNull();
  });
});

describe('processes tied to the test process', () => {
  const idle = () => tiedToTestProcess(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }));
  const exitListeners = () => process.listeners('exit');

  it('are killed by one exit listener, there only while any of them runs', async () => {
    const before = exitListeners();
    const children = Array.from({ length: 12 }, idle);
    const added = exitListeners().filter((listener) => !before.includes(listener));
    expect(added).toHaveLength(1);

    // What Jest's exit would run: every child tied so far is killed.
    added[0].call(process, 0);
    await Promise.all(children.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => once(child, 'exit')));
    expect(children.map((child) => child.signalCode)).toEqual(children.map(() => 'SIGKILL'));
    expect(exitListeners()).toEqual(before);
  });

  it('leave no listener behind once they stop by themselves', async () => {
    const before = exitListeners();
    const child = idle();
    expect(exitListeners()).toHaveLength(before.length + 1);
    child.kill('SIGTERM');
    await once(child, 'exit');
    expect(exitListeners()).toEqual(before);
  });
});
