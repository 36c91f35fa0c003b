import 'reflect-metadata';
import { join } from 'node:path';
import { createGateway } from './bootstrap';
import { loadGatewayConfig } from './config';

/** Rewrites schema.gql from the resolvers, for the web's generated types (`nx run gateway:schema`). */
async function main(): Promise<void> {
  const schemaFile = join(__dirname, '../schema.gql');
  const app = await createGateway(loadGatewayConfig({ ...process.env, LOG_LEVEL: 'warn', GRAPHQL_SCHEMA_FILE: schemaFile }));
  await app.init();
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
