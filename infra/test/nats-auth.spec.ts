import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NATS_ROLES, natsPasswordVariable, natsUsers } from '@ricambiamo/messaging';
import { natsAuthFiles } from '../nats/nats-auth-files';
import { APPS, ROOT } from './manifests';

/** The durable names of the @Consumes consumers in an app's sources. */
function durablesIn(app: string): string[] {
  const dir = path.join(ROOT, 'apps', app, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .flatMap((file) => [...readFileSync(path.join(dir, file), 'utf8').matchAll(/@Consumes\(\s*'([^']+)'/g)].map((m) => m[1]))
    .sort();
}

interface StartEnv {
  server: Record<string, string>;
  apps: Record<string, Record<string, string>>;
}

/** What tools/stack.mjs gives the NATS server and every app for `npm start -- --nats-auth` (or without the flag). */
function startEnv(natsAuth: boolean): StartEnv {
  const script = [
    "import { APPS, appEnv, stackEnv } from './tools/stack.mjs';",
    `const server = stackEnv({ natsAuth: ${natsAuth} });`,
    'const apps = Object.fromEntries(APPS.map((app) => [app.name, appEnv(server, app)]));',
    'console.log(JSON.stringify({ server, apps }));',
  ].join('\n');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NATS_')));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env, encoding: 'utf8' })) as StartEnv;
}

const natsVariables = (env: Record<string, string>) => Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('NATS_')));

describe('NATS users and permissions', () => {
  it.each(Object.entries(natsAuthFiles()))('%s is what `node tools/nats-auth.mjs` writes from the contracts today', (file, generated) => {
    // Fails after a contract or a role changed without regenerating: run `node tools/nats-auth.mjs` and commit.
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toBe(generated);
  });

  it('gives every app of libs/backend/config/src/apps.json a NATS role, and no other', () => {
    expect(Object.keys(NATS_ROLES).sort()).toEqual(APPS.map((app) => app.name).sort());
  });

  it.each(APPS.map((app) => app.name))("allows %s's consumers exactly the durables its @Consumes declare", (app) => {
    expect([...(NATS_ROLES[app].consumes ?? [])].sort()).toEqual(durablesIn(app));
  });
});

describe('npm start -- --nats-auth', () => {
  it("gives the NATS server every app's password and each app its own user and password only", () => {
    const { server, apps } = startEnv(true);
    const url = 'nats://127.0.0.1:4223';
    expect(server.NATS_URL).toBe(url);
    for (const user of natsUsers()) expect(server[natsPasswordVariable(user)]).toMatch(/^n[0-9a-f]{48}$/);
    for (const app of APPS) {
      expect({ app: app.name, nats: natsVariables(apps[app.name]) }).toEqual({
        app: app.name,
        nats: { NATS_URL: url, NATS_USER: app.name, NATS_PASSWORD: server[natsPasswordVariable(app.name)] },
      });
    }
    expect(new Set(natsUsers().map((user) => server[natsPasswordVariable(user)])).size).toBe(natsUsers().length);
  });

  it("leaves the apps on the machine's open NATS without the flag", () => {
    const { apps } = startEnv(false);
    for (const app of APPS) expect({ app: app.name, nats: natsVariables(apps[app.name]) }).toEqual({ app: app.name, nats: {} });
  });
});
