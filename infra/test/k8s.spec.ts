import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { compiledScript, loadConfig, tracingEnv } from '@ricambiamo/config';
import { natsAuthConfig, natsPasswordVariable, natsServerUsers, natsUsers } from '@ricambiamo/messaging';
import { APPS, K8S_DIR, databaseApps, databaseUrlKey, deployableApps, k8sObjects, podTemplate, readYaml } from './manifests';
import type { Container, K8sObject, Probe } from './manifests';

const objects = k8sObjects();
const named = (kind: string, name: string): K8sObject | undefined =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const workloads = objects.flatMap((o) => {
  const template = podTemplate(o);
  return template ? [{ obj: o, template }] : [];
});
const containers = workloads.flatMap(({ template }) => template.spec.containers);

const probePath = (probe: Probe | undefined) => probe?.httpGet?.path;

/** Pods a workload keeps running: its replicas, or its HPA's floor when it has one. */
const minimumReplicas = (obj: K8sObject) => {
  const hpa = objects.find(
    (o) => o.kind === 'HorizontalPodAutoscaler' && (o.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === obj.metadata.name,
  );
  return Number((hpa?.spec as { minReplicas?: number } | undefined)?.minReplicas ?? (obj.spec as { replicas?: number }).replicas ?? 1);
};

const natsSet = () => named('StatefulSet', 'nats')!;
const natsContainer = () => podTemplate(natsSet())!.spec.containers[0];
/** The value following a nats-server flag in its args. */
const natsFlag = (flag: string) => {
  const args = natsContainer().args ?? [];
  return args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined;
};

describe('infra/k8s kustomize base', () => {
  it.each(deployableApps())('deploys %s with a Service, liveness on /health/live and readiness on /health/ready', (app) => {
    const deployment = named('Deployment', app);
    expect(deployment).toBeDefined();
    const container = podTemplate(deployment!)!.spec.containers[0];
    // A database blip makes /health/ready fail: that must take the pod out of the Service, never restart it.
    expect({
      startup: probePath(container.startupProbe),
      liveness: probePath(container.livenessProbe),
      readiness: probePath(container.readinessProbe),
    }).toEqual({ startup: '/health/live', liveness: '/health/live', readiness: '/health/ready' });
    expect(named('Service', app)).toBeDefined();
  });

  it.each(APPS)('deploys $name as libs/backend/config/src/apps.json says: image, port and database', (app) => {
    const container = podTemplate(named('Deployment', app.name)!)!.spec.containers[0];
    const env = (name: string) => container.env?.find((e) => e.name === name);
    const databaseKey = env('DATABASE_URL')?.valueFrom?.secretKeyRef?.key;
    const servicePorts = (named('Service', app.name)!.spec!.ports as { targetPort: string | number }[]).map((p) => p.targetPort);
    expect({
      image: container.image,
      containerPort: container.ports?.find((p) => p.name === 'http')?.containerPort,
      HTTP_PORT: env('HTTP_PORT')?.value,
      serviceTargets: servicePorts.every((p) => p === 'http' || p === app.httpPort),
      databaseKey: databaseKey ?? null,
    }).toEqual({
      image: app.image,
      containerPort: app.httpPort,
      HTTP_PORT: String(app.httpPort),
      serviceTargets: true,
      databaseKey: app.database === null ? null : databaseUrlKey(app.name),
    });
  });

  it('deploys only the apps of libs/backend/config/src/apps.json, each with a tag set by the kustomization', () => {
    const deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);
    expect(deployments.sort()).toEqual(APPS.map((app) => app.name).sort());
    const images = readYaml<{ images: { name: string }[] }>(path.join(K8S_DIR, 'kustomization.yaml')).images.map((i) => i.name);
    expect(images).toEqual(expect.arrayContaining(APPS.map((app) => app.image)));
  });

  it.each(deployableApps())('scales the stateless %s with an HPA aimed at its Deployment', (app) => {
    const hpa = named('HorizontalPodAutoscaler', app);
    expect(hpa?.spec).toMatchObject({ scaleTargetRef: { kind: 'Deployment', name: app } });
  });

  it('keeps the gateway metrics and readiness reasons on a port no Service exposes, where Prometheus scrapes them', () => {
    const template = podTemplate(named('Deployment', 'gateway')!)!;
    const container = template.spec.containers[0];
    const internal = container.ports?.find((p) => p.name === 'internal')?.containerPort;
    expect(internal).toBeDefined();
    expect(container.env?.find((e) => e.name === 'INTERNAL_HTTP_PORT')?.value).toBe(String(internal));
    // Loopback by default: Prometheus, in another pod, reaches it only on the pod's address (the network policies below
    // keep everyone else out). The kubelet's probes need none of it.
    expect(container.env?.find((e) => e.name === 'INTERNAL_HTTP_HOST')?.value).toBe('0.0.0.0');
    const probed = [container.startupProbe, container.readinessProbe, container.livenessProbe].map((probe) => probe?.httpGet?.port);
    expect(probed).toEqual(['http', 'http', 'http']);
    expect(template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(internal),
      'prometheus.io/path': '/metrics',
    });
    const exposed = (named('Service', 'gateway')!.spec!.ports as { targetPort: string | number }[]).map((p) => p.targetPort);
    expect(exposed).toEqual(['http']);
  });

  it('has the gateway trust a number of proxy hops, never any X-Forwarded-For', () => {
    const container = podTemplate(named('Deployment', 'gateway')!)!.spec.containers[0];
    expect(container.env?.find((e) => e.name === 'TRUST_PROXY')?.value).toMatch(/^[1-9]\d*$/);
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
    for (const app of databaseApps()) expect(Object.keys({ ...databases.data, ...databases.stringData })).toContain(databaseUrlKey(app));
    const job = podTemplate(named('Job', 'ricambiamo-migrate')!)!.spec.containers[0];
    expect(job.command).toEqual(['node', 'tools/migrate.mjs']);
    expect(job.envFrom).toEqual([{ secretRef: { name: 'ricambiamo-databases' } }]);
  });

  it('runs NATS with JetStream as a StatefulSet on its own volume behind a headless Service', () => {
    const nats = natsSet();
    const spec = nats.spec as { serviceName: string; volumeClaimTemplates: { metadata: { name: string } }[] };
    expect(named('Service', spec.serviceName)?.spec).toMatchObject({ clusterIP: 'None' });
    expect(spec.volumeClaimTemplates.map((v) => v.metadata.name)).toContain('data');
    expect(natsContainer()).toMatchObject({ args: expect.arrayContaining(['-js', '-sd', '/data']) });
  });

  it('runs NATS as a 3-node cluster whose routes name every pod, each with its own server name', () => {
    const spec = natsSet().spec as { serviceName: string; replicas: number; podManagementPolicy?: string };
    expect(spec.replicas).toBe(3);
    // Peers route to each other before any is ready: JetStream needs a quorum before it reports ready.
    expect(spec.podManagementPolicy).toBe('Parallel');
    expect(named('Service', spec.serviceName)?.spec).toMatchObject({ publishNotReadyAddresses: true });
    const clusterPort = new URL(natsFlag('--cluster')!).port;
    expect(clusterPort).not.toBe('');
    expect(natsContainer().ports).toContainEqual(expect.objectContaining({ containerPort: Number(clusterPort) }));
    const routes = Array.from({ length: spec.replicas }, (_, i) => `nats://nats-${i}.${spec.serviceName}:${clusterPort}`);
    expect((natsFlag('--routes') ?? '').split(',')).toEqual(routes);
    expect(natsFlag('--cluster_name')).toBeTruthy();
    expect(natsFlag('--name')).toBe('$(POD_NAME)');
    expect(natsContainer().env).toContainEqual({ name: 'POD_NAME', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } });
  });

  it('gives the apps a NATS Service and keeps one copy of the events stream per NATS node', () => {
    const config = named('ConfigMap', 'ricambiamo-config')!.data!;
    const natsHost = new URL(config.NATS_URL).hostname;
    expect(named('Service', natsHost)?.spec).toMatchObject({ selector: podTemplate(natsSet())!.metadata.labels });
    expect(Number(config.EVENTS_REPLICAS)).toBe((natsSet().spec as { replicas: number }).replicas);
  });

  it('has every app send a share of its traces to the OTLP collector the ConfigMap names', () => {
    const config = named('ConfigMap', 'ricambiamo-config')!.data!;
    const tracing = loadConfig(tracingEnv, config);
    expect(tracing.OTEL_TRACES_SAMPLER_ARG).toBeGreaterThan(0);
    expect(tracing.OTEL_TRACES_SAMPLER_ARG).toBeLessThan(1);
    expect(new URL(tracing.OTEL_EXPORTER_OTLP_ENDPOINT).port).toBe('4318');
    for (const app of APPS) {
      const container = podTemplate(named('Deployment', app.name)!)!.spec.containers[0];
      expect({ app: app.name, envFrom: container.envFrom }).toEqual({ app: app.name, envFrom: [{ configMapRef: { name: 'ricambiamo-config' } }] });
      expect(container.env?.filter((e) => e.name.startsWith('OTEL_'))).toEqual([]);
    }
  });

  it('runs NATS on the generated users, their passwords from the Secret an overlay fills', () => {
    const configFile = natsFlag('-c') ?? '';
    const mount = natsContainer().volumeMounts?.find((m) => path.dirname(configFile) === m.mountPath);
    const volume = podTemplate(natsSet())!.spec.volumes?.find((v) => v.name === mount?.name);
    const configMap = named('ConfigMap', volume?.configMap?.name ?? '');
    expect(configMap?.data?.[path.basename(configFile)]).toBe(natsAuthConfig());
    expect(natsContainer().envFrom).toContainEqual({ secretRef: { name: 'ricambiamo-nats' } });
    expect(Object.keys(named('Secret', 'ricambiamo-nats')?.data ?? {}).sort()).toEqual(natsServerUsers().map(natsPasswordVariable).sort());
  });

  it.each(APPS)('logs $name in to NATS as its own user, with its own password', (app) => {
    const env = podTemplate(named('Deployment', app.name)!)!.spec.containers[0].env ?? [];
    const variable = (name: string) => env.find((e) => e.name === name);
    const hasUser = natsUsers().includes(app.name);
    expect({ user: variable('NATS_USER')?.value, password: variable('NATS_PASSWORD')?.valueFrom?.secretKeyRef }).toEqual({
      user: hasUser ? app.name : undefined,
      password: hasUser ? { name: 'ricambiamo-nats', key: natsPasswordVariable(app.name) } : undefined,
    });
  });

  describe('network policies', () => {
    interface Selector {
      matchLabels?: Record<string, string>;
      matchExpressions?: { key: string; operator: string; values?: string[] }[];
    }
    interface Peer {
      podSelector?: Selector;
      namespaceSelector?: Selector;
    }
    interface PolicySpec {
      podSelector: Selector;
      policyTypes: string[];
      ingress?: { from?: Peer[]; ports?: { port: string | number }[] }[];
    }
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy').map((o) => o.spec as unknown as PolicySpec);
    const selects = (selector: Selector, labels: Record<string, string>) =>
      Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
      (selector.matchExpressions ?? []).every((e) => e.operator === 'In' && (e.values ?? []).includes(labels[e.key]));
    const templateOf = (workload: string) => workloads.find(({ obj }) => obj.metadata.name === workload)!.template;
    const labelsOf = (workload: string) => templateOf(workload).metadata.labels;
    /** A policy may name a port by number as well. */
    const containerPort = (workload: string, port: string) =>
      templateOf(workload).spec.containers.flatMap((c) => c.ports ?? []).find((p) => p.name === port)?.containerPort;
    /** Who may open a connection to the workload's named port: workloads of the namespace, "anyone", or outsiders by label. */
    const reach = (workload: string, port: string): string[] => {
      const peers = policies
        .filter((policy) => policy.policyTypes.includes('Ingress') && selects(policy.podSelector, labelsOf(workload)))
        .flatMap((policy) => policy.ingress ?? [])
        .filter((rule) => !rule.ports || rule.ports.some((p) => p.port === port || p.port === containerPort(workload, port)))
        .flatMap((rule) => rule.from ?? [null]);
      const names = peers.flatMap((peer) => {
        if (peer === null) return ['anyone'];
        if (peer.namespaceSelector) return [`any namespace: ${JSON.stringify(peer.podSelector?.matchLabels ?? {})}`];
        return workloads.filter(({ template }) => selects(peer.podSelector ?? {}, template.metadata.labels)).map(({ obj }) => obj.metadata.name);
      });
      return [...new Set(names)].sort();
    };
    const prometheus = `any namespace: ${JSON.stringify({ 'app.kubernetes.io/name': 'prometheus' })}`;

    it('closes every pod to ingress unless a policy opens it', () => {
      expect(policies).toContainEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    });

    it('lets only the apps with a NATS user reach the NATS client port, and only NATS pods its cluster port', () => {
      expect(reach('nats', 'client')).toEqual([...natsUsers()].sort());
      expect(reach('nats', 'cluster')).toEqual(['nats']);
      expect(reach('nats', 'monitor')).toEqual([]);
    });

    it("opens the gateway's public port to anyone, and the apps' other ports only to Prometheus", () => {
      expect(reach('gateway', 'http')).toEqual([prometheus, 'anyone']);
      expect(reach('gateway', 'internal')).toEqual([prometheus]);
      for (const app of APPS.filter((a) => a.kind !== 'gateway')) expect({ app: app.name, reach: reach(app.name, 'http') }).toEqual({ app: app.name, reach: [prometheus] });
    });
  });

  it('protects NATS and every app with more than one replica with a PodDisruptionBudget that keeps quorum', () => {
    const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget');
    const guarded = workloads.filter(({ obj }) => obj.kind !== 'Job' && (obj.kind === 'StatefulSet' || minimumReplicas(obj) > 1));
    expect(guarded.map(({ obj }) => obj.metadata.name)).toEqual(expect.arrayContaining(['nats', 'gateway', 'identity', 'tokens', 'catalogue']));
    for (const { obj, template } of guarded) {
      const budget = budgets.find((b) =>
        Object.entries((b.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels).every(
          ([k, v]) => template.metadata.labels[k] === v,
        ),
      );
      // At most one pod down at a time: a 3-node JetStream cluster keeps its quorum, a 2-replica app keeps serving.
      expect({ workload: obj.metadata.name, maxUnavailable: (budget?.spec as { maxUnavailable?: number } | undefined)?.maxUnavailable }).toEqual({
        workload: obj.metadata.name,
        maxUnavailable: 1,
      });
    }
  });

  it('sets cpu and memory requests and limits on every container', () => {
    expect(containers.length).toBeGreaterThan(0);
    for (const c of containers) {
      const { requests = {}, limits = {} } = c.resources ?? {};
      expect({ container: c.name, requests: Object.keys(requests).sort(), limits: Object.keys(limits).sort() }).toEqual({
        container: c.name,
        requests: ['cpu', 'memory'],
        limits: ['cpu', 'memory'],
      });
    }
  });

  it('carries no secret value: every key of every Secret is empty, for an overlay to fill', () => {
    const secrets = objects.filter((o) => o.kind === 'Secret');
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      const values = Object.entries({ ...secret.data, ...secret.stringData });
      expect(values.length).toBeGreaterThan(0);
      for (const [key, value] of values) expect({ secret: secret.metadata.name, key, value }).toEqual({ secret: secret.metadata.name, key, value: '' });
    }
  });

  it("runs each app's commands as a Job of its image, with its database and the config, outside the base (jobs/)", () => {
    const conComandi = APPS.filter((app) => app.comandi.length > 0);
    expect(conComandi.map((app) => app.name)).toEqual(['identity']);
    for (const app of conComandi) {
      for (const comando of app.comandi) {
        const nome = path.basename(comando, '.ts');
        const [job] = parseAllDocuments(readFileSync(path.join(K8S_DIR, 'jobs', `${nome}.yaml`), 'utf8')).map((doc) => doc.toJS() as K8sObject);
        const [container] = podTemplate(job)!.spec.containers;
        expect({ kind: job.kind, image: container.image, command: container.command }).toEqual({
          kind: 'Job',
          image: app.image,
          command: ['node', compiledScript(app, comando)],
        });
        expect(container.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key).toBe(databaseUrlKey(app.name));
        expect(container.envFrom).toEqual([{ configMapRef: { name: 'ricambiamo-config' } }]);
        expect(objects).not.toContainEqual(expect.objectContaining({ kind: 'Job', metadata: job.metadata }));
      }
    }
  });

  const kubectl = '/usr/bin/kubectl';
  (existsSync(kubectl) ? it : it.skip)('renders with kubectl kustomize', () => {
    const rendered = execFileSync(kubectl, ['kustomize', K8S_DIR], { encoding: 'utf8' });
    expect(rendered.match(/^kind: /gm)?.length).toBe(objects.length);
  });

  (existsSync(kubectl) ? it : it.skip)('takes the secret values from an overlay, as infra/k8s/README.md shows', () => {
    const overlay = mkdtempSync(path.join(tmpdir(), 'ricambiamo-overlay-'));
    try {
      writeFileSync(path.join(overlay, 'secrets.env'), 'JWT_SECRET=dal-overlay\n');
      writeFileSync(
        path.join(overlay, 'kustomization.yaml'),
        [
          `resources: [${path.relative(overlay, K8S_DIR)}]`,
          'secretGenerator:',
          '  - { name: ricambiamo-secrets, behavior: merge, envs: [secrets.env] }',
          'generatorOptions: { disableNameSuffixHash: true }',
        ].join('\n'),
      );
      const rendered = parseAllDocuments(execFileSync(kubectl, ['kustomize', overlay], { encoding: 'utf8' })).map(
        (doc) => doc.toJS() as K8sObject,
      );
      const secret = rendered.find((o) => o.kind === 'Secret' && o.metadata.name === 'ricambiamo-secrets')!;
      expect(Buffer.from(secret.data!.JWT_SECRET, 'base64').toString()).toBe('dal-overlay');
      expect(Object.keys(secret.data!)).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'S3_SECRET_ACCESS_KEY']));
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });
});
