import 'reflect-metadata';
import { loadConfig } from '@ricambiamo/config';
import { startMediaWorker } from './app';
import { mediaWorkerEnv } from './config';

startMediaWorker(loadConfig(mediaWorkerEnv)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
