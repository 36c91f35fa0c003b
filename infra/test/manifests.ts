import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@ricambiamo/config';
import { parse, parseAllDocuments } from 'yaml';

export const ROOT = path.resolve(__dirname, '../..');
export const K8S_DIR = path.join(ROOT, 'infra/k8s');

/**
 * The one list of the apps (libs/backend/config/src/apps.json, read and validated by the config lib): every manifest is
 * checked against it.
 */
export { APPS };

export const deployableApps = (): string[] => APPS.map((app) => app.name);

/** Apps that own a database: each needs its own URL wherever migrations run. */
export const databaseApps = (): string[] => APPS.filter((app) => app.database !== null).map((app) => app.name);

/** Every app folder with a server entry point, so a new service fails here until the list has it. */
export const appFoldersWithServer = (): string[] =>
  readdirSync(path.join(ROOT, 'apps'))
    .filter((app) => existsSync(path.join(ROOT, 'apps', app, 'src/main.ts')))
    .sort();

export const databaseUrlKey = (app: string) => `${app.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`;

// docker-compose.yml shares blocks through YAML merge keys, which YAML 1.2 leaves off by default.
export const readYaml = <T>(file: string): T => parse(readFileSync(file, 'utf8'), { merge: true }) as T;

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export interface Probe {
  httpGet?: { path: string; port: string | number };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: KeyRef; configMapKeyRef?: KeyRef; fieldRef?: { fieldPath: string } };
  }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface KeyRef {
  name: string;
  key: string;
}

export interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
  spec: { containers: Container[]; volumes?: { name: string; configMap?: { name: string } }[] };
}

/** The objects of the kustomize base, read from the files its kustomization lists. */
export function k8sObjects(): K8sObject[] {
  const kustomization = readYaml<{ resources: string[] }>(path.join(K8S_DIR, 'kustomization.yaml'));
  return kustomization.resources.flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(K8S_DIR, file), 'utf8')).map((doc) => doc.toJS() as K8sObject),
  );
}

const WORKLOADS = ['Deployment', 'StatefulSet', 'Job'];

export function podTemplate(obj: K8sObject): PodTemplate | undefined {
  return WORKLOADS.includes(obj.kind) ? (obj.spec as { template: PodTemplate }).template : undefined;
}

/** Stage names of the Dockerfile (`FROM image AS name`). */
export function dockerfileStages(file: string): string[] {
  return [...dockerfileTargets(file).keys()];
}

interface DockerfileStage {
  expose: number[];
  cmd: string[];
  /**
   * What its `ENV KEY=value …` instructions set (values without spaces or quotes, as ours are), over what the stage it
   * starts from sets: the environment a container of the stage starts with.
   */
  env: Record<string, string>;
}

/** Each stage of the Dockerfile, in order, with the ports it exposes, the command it runs and the variables it sets. */
export function dockerfileTargets(file: string): Map<string, DockerfileStage> {
  const targets = new Map<string, DockerfileStage>();
  let current: DockerfileStage | undefined;
  // One instruction per line: continuation lines (`\` at the end) joined.
  for (const line of readFileSync(file, 'utf8').replace(/\\\n\s*/g, ' ').split('\n')) {
    const from = /^FROM\s+(\S+)\s+AS\s+(\S+)/i.exec(line);
    if (from) targets.set(from[2], (current = { expose: [], cmd: [], env: { ...targets.get(from[1])?.env } }));
    if (!current) continue;
    const expose = /^EXPOSE\s+(.+)/i.exec(line);
    if (expose) current.expose.push(...expose[1].trim().split(/\s+/).map((p) => Number.parseInt(p, 10)));
    const cmd = /^CMD\s+(\[.*\])/i.exec(line);
    if (cmd) current.cmd = JSON.parse(cmd[1]) as string[];
    const env = /^ENV\s+(.+)/i.exec(line);
    if (env) for (const pair of env[1].trim().split(/\s+/)) current.env[pair.split('=')[0]] = pair.slice(pair.indexOf('=') + 1);
  }
  return targets;
}

/** The database a PostgreSQL URL points at. */
export const databaseOf = (url: string) => new URL(url).pathname.slice(1);
