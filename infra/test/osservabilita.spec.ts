import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { z } from 'zod';
import { K8S_DIR, readYaml, ROOT } from './manifests';

const DASHBOARD = path.join(ROOT, 'infra/grafana/ricambiamo.json');
const PROMTOOL = '/usr/bin/promtool';

const regole = z.object({
  kind: z.literal('PrometheusRule'),
  spec: z.object({
    groups: z.array(
      z.object({
        name: z.string(),
        rules: z.array(
          z.object({
            alert: z.string(),
            expr: z.string(),
            for: z.string().optional(),
            labels: z.object({ severity: z.enum(['critical', 'warning']) }),
            annotations: z.object({ summary: z.string(), description: z.string() }),
          }),
        ),
      }),
    ),
  }),
});

/** The part of Grafana's dashboard model this dashboard uses: timeseries panels on Prometheus, laid out on the 24-column grid. */
const dashboard = z.object({
  uid: z.string().min(1),
  title: z.string().min(1),
  schemaVersion: z.number().int(),
  templating: z.object({ list: z.array(z.object({ name: z.literal('datasource'), type: z.literal('datasource'), query: z.literal('prometheus') })) }),
  panels: z
    .array(
      z.object({
        id: z.number().int().positive(),
        type: z.literal('timeseries'),
        title: z.string().min(1),
        datasource: z.object({ type: z.literal('prometheus'), uid: z.literal('${datasource}') }),
        gridPos: z
          .object({ h: z.number().int().positive(), w: z.number().int().positive(), x: z.number().int().min(0), y: z.number().int().min(0) })
          .refine(({ x, w }) => x + w <= 24, 'outside the 24 columns'),
        fieldConfig: z.object({ defaults: z.object({ unit: z.string() }) }),
        targets: z.array(z.object({ refId: z.string(), expr: z.string().min(1), legendFormat: z.string() })).min(1),
      }),
    )
    .min(1),
});

const alerts = regole.parse(readYaml(path.join(K8S_DIR, 'alerts.yaml')));
const pannelli = dashboard.parse(JSON.parse(readFileSync(DASHBOARD, 'utf8')));
const espressioni = [
  ...alerts.spec.groups.flatMap((g) => g.rules.map((r) => ({ dove: `alert ${r.alert}`, expr: r.expr }))),
  ...pannelli.panels.flatMap((p) => p.targets.map((t) => ({ dove: `panel "${p.title}"`, expr: t.expr }))),
];

const FUNZIONI_E_PAROLE = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset']);

/** The metric names a PromQL expression reads: what is left once strings, label matchers, ranges, groupings and calls are gone. */
function metricheDi(expr: string): string[] {
  const senzaDettagli = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  const nomi = [...senzaDettagli.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .filter((match) => !/^\s*\(/.test(senzaDettagli.slice(match.index + match[0].length)))
    .map(([nome]) => nome);
  return [...new Set(nomi.filter((nome) => !FUNZIONI_E_PAROLE.has(nome) && !/^\d/.test(nome)))];
}

function fileDi(cartella: string): string[] {
  return readdirSync(cartella).flatMap((nome) => {
    const file = path.join(cartella, nome);
    if (nome === 'node_modules' || nome === 'generated' || nome.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return fileDi(file);
    return nome.endsWith('.ts') && !nome.endsWith('.spec.ts') ? [file] : [];
  });
}

/** Every metric the apps define: the ones they name in their code, and the Node process metrics prom-client collects. */
async function metricheDelCodice(): Promise<Set<string>> {
  const nomi = new Set<string>();
  for (const file of [...fileDi(path.join(ROOT, 'apps')), ...fileDi(path.join(ROOT, 'libs'))]) {
    for (const [, nome] of readFileSync(file, 'utf8').matchAll(/\bname: '([a-z][a-z0-9_]*)'/g)) nomi.add(nome);
  }
  const predefinite = new Registry();
  collectDefaultMetrics({ register: predefinite });
  for (const { name } of await predefinite.getMetricsAsJSON()) nomi.add(name);
  return nomi;
}

describe("ops' dashboard and alert rules", () => {
  it('reads only metrics the code defines', async () => {
    const definite = await metricheDelCodice();
    const serie = (nome: string) => nome.replace(/_(bucket|count|sum)$/, '');
    const ignote = espressioni.flatMap(({ dove, expr }) =>
      metricheDi(expr)
        .filter((nome) => !definite.has(nome) && !definite.has(serie(nome)))
        .map((nome) => `${dove}: ${nome}`),
    );
    expect(ignote).toEqual([]);
  });

  it('covers what ops watch: requests, RPC, outbox, consumers, dead letters, orders, media queue, memory, event loop', () => {
    const lette = new Set(espressioni.flatMap(({ expr }) => metricheDi(expr)));
    for (const nome of [
      'graphql_operations_total',
      'http_requests_total',
      'rpc_server_duration_seconds_bucket',
      'rpc_server_duration_seconds_count',
      'outbox_lag_seconds',
      'events_consumer_pending',
      'events_redelivered_total',
      'events_dead_lettered_total',
      'media_queue_jobs',
      'media_queue_oldest_waiting_seconds',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'process_start_time_seconds',
    ]) {
      expect(lette).toContain(nome);
    }
  });

  it('passes promtool, the rule checker of Debian’s prometheus package', () => {
    const cartella = mkdtempSync(path.join(tmpdir(), 'regole-'));
    const file = path.join(cartella, 'regole.json');
    writeFileSync(file, JSON.stringify({ groups: alerts.spec.groups }));
    // Missing, it fails here: `node tools/services.mjs --ensure` (CI) installs it.
    const uscita = execFileSync(PROMTOOL, ['check', 'rules', file], { encoding: 'utf8' });
    expect(uscita).toContain(`SUCCESS: ${espressioni.filter((e) => e.dove.startsWith('alert')).length} rules found`);
  });

  it('lays the dashboard out with unique panel ids and no two panels on the same cells', () => {
    const ids = pannelli.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const celle = new Set<string>();
    for (const { gridPos } of pannelli.panels) {
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++) {
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          const cella = `${x},${y}`;
          expect(celle.has(cella)).toBe(false);
          celle.add(cella);
        }
      }
    }
  });

  it('finds the metric names in an expression and nothing else', () => {
    expect(metricheDi('histogram_quantile(0.95, sum by (le, subject) (rate(rpc_server_duration_seconds_bucket{service="orders"}[5m])))')).toEqual([
      'rpc_server_duration_seconds_bucket',
    ]);
    expect(metricheDi('min by (service) (deriv(a_total[5m])) > 0 and min by (service) (b_pending) > 0')).toEqual(['a_total', 'b_pending']);
  });
});
