import path from 'node:path';
import { readYaml, ROOT } from './manifests';

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');

/** `${NAME}`, `${NAME-default}` or `${NAME:-default}`: the forms of interpolation docker-compose.yml uses. */
const VARIABLE = /\$\{([A-Za-z_]\w*)(?:(:?-)([^}]*))?\}/g;

/** Every string of a parsed YAML document passed through `map`. */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  }
  return value;
}

/** docker-compose.yml as written: its `${NAME:-default}` left in place. */
export const composeAsWritten = (): ComposeFile => readYaml<ComposeFile>(COMPOSE_FILE);

/**
 * docker-compose.yml as `docker compose` reads it with this .env beside it and nothing else in the shell: no .env is a
 * clean checkout. Compose interpolates values after parsing the YAML, and so does this.
 */
export function composeWith(dotenv: Record<string, string> = {}): ComposeFile {
  return mapStrings(composeAsWritten(), (text) => {
    const interpolated = text.replace(VARIABLE, (_match, name: string, operator: string | undefined, fallback: string | undefined) => {
      const value = dotenv[name];
      if (operator === ':-') return value ? value : (fallback ?? '');
      if (operator === '-') return value ?? fallback ?? '';
      return value ?? '';
    });
    if (interpolated.includes('$')) throw new Error(`docker-compose.yml: interpolation this test cannot read in ${text}`);
    return interpolated;
  }) as ComposeFile;
}

/** Each variable docker-compose.yml reads from .env (or the shell), with its default ('' for none). */
export function composeVariables(): Map<string, string> {
  const variables = new Map<string, string>();
  mapStrings(composeAsWritten(), (text) => {
    for (const [, name, , fallback] of text.matchAll(VARIABLE)) {
      const known = variables.get(name);
      if (known !== undefined && known !== (fallback ?? '')) throw new Error(`docker-compose.yml gives ${name} two defaults`);
      variables.set(name, fallback ?? '');
    }
    return text;
  });
  return variables;
}
