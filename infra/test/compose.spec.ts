import path from 'node:path';
import { compiledScript } from '@ricambiamo/config';
import { natsPasswordVariable, natsUsers } from '@ricambiamo/messaging';
import { NATS_AUTH_CONF } from '../nats/nats-auth-files';
import { APPS, databaseApps, databaseOf, databaseUrlKey, deployableApps, dockerfileStages, readYaml, ROOT } from './manifests';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}

const compose = readYaml<{ services: Record<string, ComposeService> }>(path.join(ROOT, 'docker-compose.yml'));
const services = compose.services;
const gateway = APPS.find((app) => app.kind === 'gateway')!;

/** The port a service's health check asks, from its `fetch('http://127.0.0.1:<port>/health')`. */
const healthPort = (service: ComposeService) => {
  const port = /127\.0\.0\.1:(\d+)\/health/.exec(service.healthcheck?.test.join(' ') ?? '')?.[1];
  return port === undefined ? undefined : Number(port);
};

describe('docker-compose.yml', () => {
  it('runs the infrastructure the apps need', () => {
    expect(services.postgres.image).toMatch(/^postgres:16/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit/);
    expect(services.mailpit.ports).toEqual(expect.arrayContaining(['1025:1025', '8025:8025']));
  });

  it('runs NATS with JetStream on file storage kept in a volume', () => {
    expect(services.nats.command).toEqual(expect.arrayContaining(['-js', '-sd', '/data']));
    expect(services.nats.volumes).toContain('nats-data:/data');
  });

  it('runs NATS on the generated users, each app logging in as its own with the password the server has for it', () => {
    const command = services.nats.command ?? [];
    const configFile = command[command.indexOf('-c') + 1];
    expect(services.nats.volumes).toContain(`./${NATS_AUTH_CONF}:${configFile}:ro`);
    for (const user of natsUsers()) {
      const password = services.nats.environment?.[natsPasswordVariable(user)];
      // A development default that nats-server reads as a string: letters, digits, - and _ (see nats-auth.conf).
      expect(password).toMatch(new RegExp(`^\\$\\{${natsPasswordVariable(user)}:-[A-Za-z][\\w-]+\\}$`));
      const { NATS_USER, NATS_PASSWORD } = services[user].environment ?? {};
      expect({ app: user, NATS_USER, NATS_PASSWORD }).toEqual({ app: user, NATS_USER: user, NATS_PASSWORD: password });
    }
  });

  it.each(deployableApps())('runs %s from the shared Dockerfile with a health check on readiness', (app) => {
    const service = services[app];
    expect(service).toBeDefined();
    expect(service.build?.target).toBe(app);
    // Healthy means ready to serve (depends_on waits on it): the readiness endpoint, which checks the dependencies.
    expect(service.healthcheck?.test.join(' ')).toContain('/health/ready');
  });

  it.each(APPS)('runs $name as tools/apps.json says: image target, port, health check and database', (app) => {
    const service = services[app.name];
    const url = service.environment?.DATABASE_URL;
    expect({
      target: service.build?.target,
      HTTP_PORT: service.environment?.HTTP_PORT,
      healthPort: healthPort(service),
      publishedTo: (service.ports ?? []).map((p) => Number(p.split(':').at(-1))),
      database: url === undefined ? null : databaseOf(url),
    }).toEqual({
      target: app.target,
      HTTP_PORT: String(app.httpPort),
      healthPort: app.httpPort,
      publishedTo: app === gateway ? [app.httpPort] : [],
      database: app.database,
    });
  });

  it('builds an app image only for the apps of tools/apps.json', () => {
    const built = Object.values(services).flatMap((s) => (s.build?.target && s.build.target !== 'runtime' ? [s.build.target] : []));
    expect(built.sort()).toEqual(APPS.map((app) => app.target).sort());
  });

  it('serves the product from the gateway on its port', () => {
    expect(services.gateway.ports).toContain(`${gateway.httpPort}:${gateway.httpPort}`);
  });

  it("migrates every app's database and runs every seed with the database of its app", () => {
    const migrateEnv = services.migrate.environment ?? {};
    for (const app of APPS.filter((a) => a.database !== null)) {
      const url = migrateEnv[databaseUrlKey(app.name)];
      expect({ app: app.name, database: url && databaseOf(url) }).toEqual({ app: app.name, database: app.database });
    }
    for (const app of APPS) {
      if (app.seed === null) continue;
      const seed = compiledScript(app, app.seed);
      const url = Object.values(services).find((s) => s.command?.includes(seed))?.environment?.DATABASE_URL;
      expect({ seed, database: url && databaseOf(url) }).toEqual({ seed, database: app.database });
    }
  });

  it('migrates before the services start and seeds once they answer', () => {
    expect(services.identity.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(services.seed.depends_on?.identity).toEqual({ condition: 'service_healthy' });
    expect(services.migrate.command).toEqual(['node', 'tools/migrate.mjs']);
    for (const app of databaseApps()) expect(Object.keys(services.migrate.environment ?? {})).toContain(databaseUrlKey(app));
  });

  it('points every depends_on at a service that exists, waiting on a health check where it asks for one', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, target, exists: target in services }).toEqual({ name, target, exists: true });
        if (condition === 'service_healthy') expect(services[target].healthcheck).toBeDefined();
      }
    }
  });

  it('builds only Dockerfile stages that exist', () => {
    for (const service of Object.values(services)) {
      if (!service.build) continue;
      const stages = dockerfileStages(path.join(ROOT, service.build.context, service.build.dockerfile));
      expect(stages).toContain(service.build.target);
    }
  });
});
