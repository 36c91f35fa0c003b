import 'reflect-metadata';
import { loadConfig } from '@ricambiamo/config';
import { startCatalogueApp } from './app';
import { catalogueEnv } from './config';

startCatalogueApp(loadConfig(catalogueEnv)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
