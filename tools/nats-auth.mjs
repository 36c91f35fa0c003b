#!/usr/bin/env node
// `node tools/nats-auth.mjs`: regenerates the NATS users and permissions of the apps (infra/nats/nats-auth.conf for
// compose and `npm start -- --nats-auth`, infra/k8s/nats-auth.yaml for Kubernetes) from the contracts and the roles in
// libs/backend/messaging/src/nats-auth.ts. Run it after changing either; infra:test fails until the files are current.
// `node tools/nats-auth.mjs <folder>` writes the same files under <folder> instead.
import path from 'node:path';
import { run, stackEnv, tsArgs } from './stack.mjs';

const out = process.argv[2] === undefined ? [] : [path.resolve(process.argv[2])];
process.exit(await run('node', [...tsArgs('infra/nats/nats-auth-files.ts'), ...out], { env: stackEnv() }));
