import { connect } from 'nats';
import { createTransport } from 'nodemailer';
import { recreateDatabase } from '@ricambiamo/database';
import { markSeeded, seedMark, startNatsServer, startSmtpCatcher, testDatabaseUrl, waitFor } from '../../src';

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
