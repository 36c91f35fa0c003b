// Not apps.ts: beside apps.json, Node's require (swc-node in development and benchmarks) resolves `./apps` to the JSON.
import path from 'node:path';
import { z } from 'zod';
// Imported rather than read at run time, so an app compiled into dist/ carries it (tools/build-apps.mjs).
import appsFile from './apps.json';

const appSchema = z.object({
  name: z.string().regex(/^[a-z][a-z-]*$/),
  /** service: answers over NATS behind the gateway; worker: works a queue; gateway: the HTTP edge. */
  kind: z.enum(['service', 'worker', 'gateway']),
  httpPort: z.number().int().min(1).max(65535),
  /** The database the app owns (its migrations are in apps/<name>/prisma/migrations), or null. */
  database: z.string().nullable(),
  image: z.string(),
  /** The stage of infra/docker/Dockerfile that builds the image. */
  target: z.string(),
  entry: z.string(),
  seed: z.string().nullable(),
  /** Commands an operator runs with the app's environment and image (the operators' command of identity). */
  comandi: z.array(z.string()).default([]),
});
export type App = z.output<typeof appSchema>;

const runtimeSchema = z.object({
  /** `node` flags before the compiled script, by the app's kind. */
  nodeFlags: z.record(appSchema.shape.kind, z.array(z.string())),
  /** Environment every app process starts with (the allocator's settings). */
  env: z.record(z.string(), z.string()),
});

/**
 * Every app that runs as a process, from apps.json: plain JSON because the Node-only tools/*.mjs read it before
 * anything is installed; parsed here so a bad entry stops every app at boot, naming the field.
 */
const parsed = z.object({ runtime: runtimeSchema, apps: z.array(appSchema) }).parse(appsFile);
export const APPS: readonly App[] = parsed.apps;

/** How an app's compiled script runs (apps.json `runtime`): what a benchmark starting an app of its own gives it. */
export const RUNTIME: z.output<typeof runtimeSchema> = parsed.runtime;

/** Where tools/build-apps.mjs writes an app's script (its entry point, or its seed) compiled: what the images run. */
export const compiledScript = (app: App, script: string = app.entry): string =>
  `dist/apps/${app.name}/${path.basename(script, '.ts')}.js`;

/**
 * `node`'s arguments for an app's compiled entry point with its kind's flags, as npm start and the images run it;
 * under `root` where a build other than the repository's own is run (the integration tests').
 */
export const compiledAppArgs = (app: App, root = ''): string[] => [...RUNTIME.nodeFlags[app.kind], path.join(root, compiledScript(app))];

export function appNamed(name: string): App {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`${name} is not in libs/backend/config/src/apps.json`);
  return app;
}
