import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compiledAppArgs, RUNTIME } from '@ricambiamo/config';
import { APPS, ROOT, appFoldersWithServer, dockerfileTargets } from './manifests';

const exists = (rel: string) => existsSync(path.join(ROOT, rel));

describe('libs/backend/config/src/apps.json', () => {
  it('lists every app folder with a server entry point, and only those', () => {
    expect(APPS.map((app) => app.name).sort()).toEqual(appFoldersWithServer());
  });

  it('gives each app a name, port and image of its own', () => {
    for (const key of ['name', 'httpPort', 'image', 'target'] as const) {
      expect({ key, unique: new Set(APPS.map((app) => app[key])).size }).toEqual({ key, unique: APPS.length });
    }
  });

  it('has one gateway, and services and workers behind it', () => {
    expect(APPS.filter((app) => app.kind === 'gateway')).toHaveLength(1);
    for (const app of APPS) expect(['service', 'worker', 'gateway']).toContain(app.kind);
  });

  it.each(APPS)('points $name at files that exist, with a database exactly when it has migrations', (app) => {
    expect({ entry: exists(app.entry), seed: app.seed === null || exists(app.seed), comandi: app.comandi.every(exists) }).toEqual({
      entry: true,
      seed: true,
      comandi: true,
    });
    expect(app.database !== null).toBe(exists(`apps/${app.name}/prisma/migrations`));
  });
});

describe('infra/docker/Dockerfile', () => {
  const targets = dockerfileTargets(path.join(ROOT, 'infra/docker/Dockerfile'));

  it.each(APPS)('builds $name in a stage that exposes its port and runs its compiled entry point as npm start does', (app) => {
    const stage = targets.get(app.target);
    expect({ expose: stage?.expose, cmd: stage?.cmd }).toEqual({
      expose: [app.httpPort],
      cmd: ['node', ...compiledAppArgs(app)],
    });
  });

  it('names only repository files that exist', () => {
    // A renamed file (the web's Vite config, once .ts and now .mts) broke the image's web build unseen.
    const dockerfile = readFileSync(path.join(ROOT, 'infra/docker/Dockerfile'), 'utf8');
    const named = [...dockerfile.matchAll(/(?<![\w/.-])((?:apps|libs|tools|infra)\/[\w./-]+\.[a-z]+)\b/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((rel) => !exists(rel))).toEqual([]);
  });

  it('runs every app with the allocator settings of npm start', () => {
    expect(targets.get('runtime')?.env).toMatchObject(RUNTIME.env);
  });
});
