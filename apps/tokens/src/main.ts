import 'reflect-metadata';
import { loadConfig } from '@ricambiamo/config';
import { startTokensApp } from './app';
import { tokensEnv } from './config';

startTokensApp(loadConfig(tokensEnv)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
