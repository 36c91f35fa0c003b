import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, K8S_DIR, databaseApps, databaseOf, databaseUrlKey, deployableApps, k8sObjects, podTemplate, readYaml } from './manifests';
import type { Container, K8sObject, Probe } from './manifests';

const objects = k8sObjects();
const named = (kind: string, name: string): K8sObject | undefined =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const workloads = objects.flatMap((o) => {
  const template = podTemplate(o);
  return template ? [{ obj: o, template }] : [];
});
const containers = workloads.flatMap(({ template }) => template.spec.containers);

const probesHealth = (probe: Probe | undefined) => probe?.httpGet?.path === '/health';

describe('infra/k8s kustomize base', () => {
  it.each(deployableApps())('deploys %s with a Service and probes on /health', (app) => {
    const deployment = named('Deployment', app);
    expect(deployment).toBeDefined();
    const container = podTemplate(deployment!)!.spec.containers[0];
    expect(probesHealth(container.readinessProbe)).toBe(true);
    expect(probesHealth(container.livenessProbe)).toBe(true);
    expect(named('Service', app)).toBeDefined();
  });

  it.each(APPS)('deploys $name as tools/apps.json says: image, port and database', (app) => {
    const container = podTemplate(named('Deployment', app.name)!)!.spec.containers[0];
    const env = (name: string) => container.env?.find((e) => e.name === name);
    const databaseKey = env('DATABASE_URL')?.valueFrom?.secretKeyRef?.key;
    const databases = named('Secret', 'ricambiamo-databases')!.stringData ?? {};
    const servicePorts = (named('Service', app.name)!.spec!.ports as { targetPort: string | number }[]).map((p) => p.targetPort);
    expect({
      image: container.image,
      containerPort: container.ports?.find((p) => p.name === 'http')?.containerPort,
      HTTP_PORT: env('HTTP_PORT')?.value,
      serviceTargets: servicePorts.every((p) => p === 'http' || p === app.httpPort),
      databaseKey: databaseKey ?? null,
      database: databaseKey === undefined ? null : databaseOf(databases[databaseKey]),
    }).toEqual({
      image: app.image,
      containerPort: app.httpPort,
      HTTP_PORT: String(app.httpPort),
      serviceTargets: true,
      databaseKey: app.database === null ? null : databaseUrlKey(app.name),
      database: app.database,
    });
  });

  it('deploys only the apps of tools/apps.json, each with a tag set by the kustomization', () => {
    const deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);
    expect(deployments.sort()).toEqual(APPS.map((app) => app.name).sort());
    const images = readYaml<{ images: { name: string }[] }>(path.join(K8S_DIR, 'kustomization.yaml')).images.map((i) => i.name);
    expect(images).toEqual(expect.arrayContaining(APPS.map((app) => app.image)));
  });

  it.each(deployableApps())('scales the stateless %s with an HPA aimed at its Deployment', (app) => {
    const hpa = named('HorizontalPodAutoscaler', app);
    expect(hpa?.spec).toMatchObject({ scaleTargetRef: { kind: 'Deployment', name: app } });
  });

  it('selects pods that some workload labels, with every Service', () => {
    for (const service of objects.filter((o) => o.kind === 'Service')) {
      const selector = service.spec!.selector as Record<string, string>;
      const matches = workloads.filter(({ template }) =>
        Object.entries(selector).every(([k, v]) => template.metadata.labels[k] === v),
      );
      expect({ service: service.metadata.name, matches: matches.length > 0 }).toEqual({
        service: service.metadata.name,
        matches: true,
      });
    }
  });

  it('points every probe at a port the container declares', () => {
    for (const c of containers) {
      const declared = new Set((c.ports ?? []).flatMap((p) => [p.name, p.containerPort]));
      for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe]) {
        if (probe?.httpGet) expect(declared.has(probe.httpGet.port)).toBe(true);
      }
    }
  });

  it('references only ConfigMaps, Secrets and keys that exist', () => {
    const hasKey = (kind: string, name: string, key?: string) => {
      const obj = named(kind, name);
      return obj !== undefined && (key === undefined || key in { ...obj.data, ...obj.stringData });
    };
    const refs = containers.flatMap((c: Container) => [
      ...(c.envFrom ?? []).flatMap((e) => [
        ...(e.configMapRef ? [['ConfigMap', e.configMapRef.name]] : []),
        ...(e.secretRef ? [['Secret', e.secretRef.name]] : []),
      ]),
      ...(c.env ?? []).flatMap((e) => [
        ...(e.valueFrom?.secretKeyRef ? [['Secret', e.valueFrom.secretKeyRef.name, e.valueFrom.secretKeyRef.key]] : []),
        ...(e.valueFrom?.configMapKeyRef
          ? [['ConfigMap', e.valueFrom.configMapKeyRef.name, e.valueFrom.configMapKeyRef.key]]
          : []),
      ]),
    ]);
    expect(refs.length).toBeGreaterThan(0);
    for (const [kind, name, key] of refs) expect({ kind, name, key, exists: hasKey(kind, name, key) }).toMatchObject({ exists: true });
  });

  it('gives every service that owns data its own database URL in the Secret the migration Job reads', () => {
    const databases = named('Secret', 'ricambiamo-databases')!;
    for (const app of databaseApps()) expect(Object.keys(databases.stringData ?? {})).toContain(databaseUrlKey(app));
    const job = podTemplate(named('Job', 'ricambiamo-migrate')!)!.spec.containers[0];
    expect(job.command).toEqual(['node', 'tools/migrate.mjs']);
    expect(job.envFrom).toEqual([{ secretRef: { name: 'ricambiamo-databases' } }]);
  });

  it('runs NATS with JetStream as a StatefulSet on its own volume behind a headless Service', () => {
    const nats = named('StatefulSet', 'nats')!;
    const spec = nats.spec as { serviceName: string; volumeClaimTemplates: { metadata: { name: string } }[] };
    expect(named('Service', spec.serviceName)?.spec).toMatchObject({ clusterIP: 'None' });
    expect(spec.volumeClaimTemplates.map((v) => v.metadata.name)).toContain('data');
    expect(podTemplate(nats)!.spec.containers[0]).toMatchObject({ args: expect.arrayContaining(['-js', '-sd', '/data']) });
  });

  const kubectl = '/usr/bin/kubectl';
  (existsSync(kubectl) ? it : it.skip)('renders with kubectl kustomize', () => {
    const rendered = execFileSync(kubectl, ['kustomize', K8S_DIR], { encoding: 'utf8' });
    expect(rendered.match(/^kind: /gm)?.length).toBe(objects.length);
  });
});
