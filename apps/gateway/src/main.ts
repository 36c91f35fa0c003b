import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { releaseStartupMemory } from '@ricambiamo/config';
import { createGateway } from './bootstrap';
import { loadGatewayConfig } from './config';
import { InternalHttpServer } from './health/internal-http-server';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.HTTP_PORT, config.HTTP_HOST);
  await app.get(InternalHttpServer).listen();
  releaseStartupMemory();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
