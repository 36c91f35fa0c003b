import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compiledScript, isDevelopmentSecret, loadConfig, tracingEnv } from '@ricambiamo/config';
import { natsPasswordVariable, natsUsers, OPS_NATS_USER } from '@ricambiamo/messaging';
// The apps' own configuration, as their main.ts and seeds parse it at boot: compose's environment is checked against
// the code that will read it, not against a copy of its rules. Tooling may read the apps it deploys.
/* eslint-disable @nx/enforce-module-boundaries */
import { catalogueEnv } from '../../apps/catalogue/src/config';
import { loadGatewayConfig } from '../../apps/gateway/src/config';
import { identityEnv } from '../../apps/identity/src/config';
import { importsEnv } from '../../apps/imports/src/config';
import { mediaWorkerEnv } from '../../apps/media-worker/src/config';
import { notificationsEnv } from '../../apps/notifications/src/config';
import { ordersEnv } from '../../apps/orders/src/config';
import { tokensEnv } from '../../apps/tokens/src/config';
import { conversationsEnv } from '../../apps/conversations/src/config';
import { demandEnv } from '../../apps/demand/src/config';
import { moderationEnv } from '../../apps/moderation/src/config';
import { reviewsEnv } from '../../apps/reviews/src/config';
import { yardEnv } from '../../apps/yard/src/config';
/* eslint-enable @nx/enforce-module-boundaries */
import { NATS_AUTH_CONF } from '../nats/nats-auth-files';
import { composeAsWritten, composeVariables, composeWith, type ComposeService } from './compose-file';
import { APPS, databaseApps, databaseOf, databaseUrlKey, deployableApps, dockerfileStages, dockerfileTargets, ROOT } from './manifests';

const services = composeWith().services;
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
    const written = composeAsWritten().services;
    for (const user of natsUsers()) {
      const password = written.nats.environment?.[natsPasswordVariable(user)];
      // A development default that nats-server reads as a string: letters, digits, - and _ (see nats-auth.conf).
      expect(password).toMatch(new RegExp(`^\\$\\{${natsPasswordVariable(user)}:-[A-Za-z][\\w-]+\\}$`));
      const { NATS_USER, NATS_PASSWORD } = written[user].environment ?? {};
      expect({ app: user, NATS_USER, NATS_PASSWORD }).toEqual({ app: user, NATS_USER: user, NATS_PASSWORD: password });
    }
    // The operators' user is the server's only: no app logs in with it.
    expect(written.nats.environment?.[natsPasswordVariable(OPS_NATS_USER)]).toMatch(/^\$\{NATS_PASSWORD_OPS:-[A-Za-z][\w-]+\}$/);
    const withOps = Object.entries(written).filter(([, service]) => service.environment?.NATS_USER === OPS_NATS_USER);
    expect(withOps).toEqual([]);
  });

  it.each(deployableApps())('runs %s from the shared Dockerfile with a health check on readiness', (app) => {
    const service = services[app];
    expect(service).toBeDefined();
    expect(service.build?.target).toBe(app);
    // Healthy means ready to serve (depends_on waits on it): the readiness endpoint, which checks the dependencies.
    expect(service.healthcheck?.test.join(' ')).toContain('/health/ready');
  });

  it.each(APPS)('runs $name as libs/backend/config/src/apps.json says: image target, port, health check and database', (app) => {
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

  it('builds an app image only for the apps of libs/backend/config/src/apps.json', () => {
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

  it("runs Jaeger with its OTLP receiver, where every app sends all its traces, and publishes Jaeger's UI", () => {
    expect(services.jaeger.image).toMatch(/^jaegertracing\/all-in-one:/);
    expect(services.jaeger.environment?.COLLECTOR_OTLP_ENABLED).toBe('true');
    expect(services.jaeger.ports).toContain('16686:16686');
    for (const app of APPS) {
      const tracing = loadConfig(tracingEnv, services[app.name].environment);
      expect({ app: app.name, ratio: tracing.OTEL_TRACES_SAMPLER_ARG, endpoint: tracing.OTEL_EXPORTER_OTLP_ENDPOINT }).toEqual({
        app: app.name,
        ratio: 1,
        endpoint: 'http://jaeger:4318',
      });
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

/** Each app's configuration loader, as its main.ts and its seed run it at boot. */
const CONFIG_LOADERS: Record<string, (env: NodeJS.ProcessEnv) => unknown> = {
  identity: (env) => loadConfig(identityEnv, env),
  tokens: (env) => loadConfig(tokensEnv, env),
  catalogue: (env) => loadConfig(catalogueEnv, env),
  orders: (env) => loadConfig(ordersEnv, env),
  notifications: (env) => loadConfig(notificationsEnv, env),
  yard: (env) => loadConfig(yardEnv, env),
  reviews: (env) => loadConfig(reviewsEnv, env),
  conversations: (env) => loadConfig(conversationsEnv, env),
  demand: (env) => loadConfig(demandEnv, env),
  moderation: (env) => loadConfig(moderationEnv, env),
  imports: (env) => loadConfig(importsEnv, env),
  'media-worker': (env) => loadConfig(mediaWorkerEnv, env),
  gateway: loadGatewayConfig,
};

const imageStages = dockerfileTargets(path.join(ROOT, 'infra/docker/Dockerfile'));

interface AppProcess {
  service: string;
  app: string;
  /** What the container starts with: its image's ENV, and compose's environment over it. */
  env: Record<string, string>;
}

/** The services of compose that run an app's code: the app itself, and its seed where it has one. */
const appProcesses = (dotenv: Record<string, string> = {}): AppProcess[] =>
  Object.entries(composeWith(dotenv).services).flatMap(([service, { build, command, environment }]) => {
    const app = APPS.find((a) => build?.target === a.target || (a.seed !== null && command?.includes(compiledScript(a, a.seed))));
    return app && build?.target ? [{ service, app: app.name, env: { ...imageStages.get(build.target)?.env, ...environment } }] : [];
  });

const boot = ({ app, env }: AppProcess) => CONFIG_LOADERS[app](env);

/** Why the app refuses to boot, as `VARIABLE: reason` without the details after the reason's first words. */
function problems(process: AppProcess): string[] {
  try {
    boot(process);
    return [];
  } catch (error) {
    return [...(error as Error).message.matchAll(/^\s+(\S+: is a development value)/gm)].map(([, problem]) => problem);
  }
}

/** The variables .env.example names, with their example values. */
const envExample = new Map(
  [...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name, value]),
);

/** A .env for a real deployment: production mode, and each secret of .env.example random, with its example's prefix. */
const realDotenv = (): Record<string, string> =>
  Object.fromEntries(
    [...envExample].map(([name, example]) => [
      name,
      name === 'NODE_ENV' ? 'production' : `${example.replace(/replace-me$/, '')}${randomBytes(32).toString('hex')}`,
    ]),
  );

describe('docker-compose.yml secrets, read by the apps themselves', () => {
  it('has the configuration loader of every app of libs/backend/config/src/apps.json', () => {
    expect(Object.keys(CONFIG_LOADERS).sort()).toEqual(APPS.map((app) => app.name).sort());
    expect(new Set(appProcesses().map((p) => p.app))).toEqual(new Set(Object.keys(CONFIG_LOADERS)));
  });

  it.each(appProcesses())('boots $service on a clean checkout, in development mode', (process) => {
    expect(() => boot(process)).not.toThrow();
    expect(process.env.NODE_ENV).toBe('development');
  });

  it('writes every default secret as a dev-insecure value', () => {
    for (const [variable, fallback] of composeVariables()) {
      if (variable === 'NODE_ENV') expect(fallback).toBe('development');
      else expect({ variable, unsetOrMarked: fallback === '' || isDevelopmentSecret(fallback) }).toEqual({ variable, unsetOrMarked: true });
    }
  });

  it.each(appProcesses({ NODE_ENV: 'production' }))('refuses to boot $service in production mode on the defaults, naming each', (process) => {
    const defaults = Object.keys(process.env).filter((variable) => isDevelopmentSecret(process.env[variable]));
    expect(defaults).toContain('NATS_PASSWORD');
    expect(problems(process)).toEqual(expect.arrayContaining(defaults.map((variable) => `${variable}: is a development value`)));
  });

  it('names in .env.example every variable compose reads, and with real values there every app boots in production mode', () => {
    expect([...envExample.keys()].sort()).toEqual([...composeVariables().keys()].sort());
    const dotenv = realDotenv();
    for (const process of appProcesses(dotenv)) {
      expect(process.env.NODE_ENV).toBe('production');
      expect(() => boot(process)).not.toThrow();
    }
  });

  it('refuses the development webhook secret to tokens and its seed once .env gives a Stripe key, in development mode too', () => {
    const stripeKey = `sk_test_${randomBytes(32).toString('hex')}`;
    const withKey = appProcesses({ STRIPE_SECRET_KEY: stripeKey }).filter((p) => p.app === 'tokens');
    expect(withKey.map((p) => p.service).sort()).toEqual(['seed-tokens', 'tokens']);
    for (const process of withKey) {
      expect(process.env.NODE_ENV).toBe('development');
      expect(() => boot(process)).toThrow(/STRIPE_WEBHOOK_SECRET: is a development value, refused with STRIPE_SECRET_KEY set/);
    }
    const signingSecret = `whsec_${randomBytes(32).toString('hex')}`;
    for (const process of appProcesses({ STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: signingSecret })) {
      expect(() => boot(process)).not.toThrow();
    }
  });

  it.each<Record<string, string>>([{}, { POSTGRES_PASSWORD: 'a1'.repeat(32) }])('gives every database URL the password of the PostgreSQL server (.env %j)', (dotenv) => {
    const { postgres, ...others } = composeWith(dotenv).services;
    const urls = Object.values(others).flatMap((service) => Object.values(service.environment ?? {}).filter((v) => v.startsWith('postgresql:')));
    expect(urls.length).toBeGreaterThan(databaseApps().length);
    for (const url of urls) expect(new URL(url).password).toBe(postgres.environment?.POSTGRES_PASSWORD);
  });
});
