import path from 'node:path';
import { ROOT, databaseApps, databaseUrlKey, deployableApps, dockerfileStages, readYaml } from './manifests';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  environment?: Record<string, string>;
}

const compose = readYaml<{ services: Record<string, ComposeService> }>(path.join(ROOT, 'docker-compose.yml'));
const services = compose.services;

describe('docker-compose.yml', () => {
  it('runs the infrastructure the apps need', () => {
    expect(services.postgres.image).toMatch(/^postgres:16/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit/);
    expect(services.mailpit.ports).toEqual(expect.arrayContaining(['1025:1025', '8025:8025']));
  });

  it('runs NATS with JetStream on file storage kept in a volume', () => {
    expect(services.nats.command).toEqual(expect.arrayContaining(['-js', '-sd', '/data']));
    expect(services.nats).toMatchObject({ volumes: ['nats-data:/data'] });
  });

  it.each(deployableApps())('runs %s from the shared Dockerfile with a health check', (app) => {
    const service = services[app];
    expect(service).toBeDefined();
    expect(service.build?.target).toBe(app);
    expect(service.healthcheck?.test.join(' ')).toContain('/health');
  });

  it('serves the product on 8080 from the gateway', () => {
    expect(services.gateway.ports).toContain('8080:8080');
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
