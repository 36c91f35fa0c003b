import { startNatsServer, startServiceProcess } from '@ricambiamo/testing';
async function main() {
  const nats = await startNatsServer();
  const stop = await startServiceProcess('catalogue', { natsUrl: nats.url, database: 'ricambiamo_catalogue_test_seed' });
  console.log('catalogue process healthy');
  await stop();
  await nats.dispose();
}
main().catch((e: unknown) => { console.error(e); process.exit(1); });
