import 'reflect-metadata';
import { loadConfig } from '@ricambiamo/config';
import { startIdentityApp } from './app';
import { identityEnv } from './config';

startIdentityApp(loadConfig(identityEnv)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
