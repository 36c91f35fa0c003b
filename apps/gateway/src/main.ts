import 'reflect-metadata';
import { createGateway } from './bootstrap';
import { loadGatewayConfig } from './config';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.HTTP_PORT, config.HTTP_HOST);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
