import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The scheduler of `npm test`'s overlapping steps (tools/lanes.mjs): plain Node, loaded as the module it is.
interface Task {
  name: string;
  start: () => Promise<number>;
}
interface Lanes {
  inLanes(tasks: Task[], lanes: number): Promise<{ name: string; code: number; seconds: number }[]>;
  integrationProjects(root: string): { name: string; root: string }[];
  targetCommand(root: string, target: string, projectRoot: string): string;
}

const ROOT = path.join(__dirname, '../..');
let lanes: Lanes;

beforeAll(async () => {
  lanes = (await import(pathToFileURL(path.join(ROOT, 'tools/lanes.mjs')).href)) as Lanes;
});
afterEach(() => jest.restoreAllMocks());

/** A task that records when it ran and ends after `ms` with `code`, or throws. */
function task(name: string, ms: number, log: string[], code: number | Error = 0): Task {
  return {
    name,
    start: async () => {
      log.push(`+${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`-${name}`);
      if (code instanceof Error) throw code;
      return code;
    },
  };
}

describe('inLanes', () => {
  it('never runs more tasks at once than lanes, starts each as soon as one is free, and keeps the given order', async () => {
    const log: string[] = [];
    // `a` runs until `d` has started (or 5 s have passed, so that a scheduler waiting for `a` fails instead of hanging):
    // no timing decides the order, however loaded the machine is.
    let liberaA = () => {};
    const aLibera = new Promise<void>((resolve) => {
      liberaA = resolve;
      setTimeout(resolve, 5_000).unref();
    });
    const a: Task = {
      name: 'a',
      start: async () => {
        log.push('+a');
        await aLibera;
        log.push('-a');
        return 0;
      },
    };
    const breve = (name: string): Task => ({
      name,
      start: async () => {
        log.push(`+${name}`);
        if (name === 'd') liberaA();
        await Promise.resolve();
        log.push(`-${name}`);
        return 0;
      },
    });
    const results = await lanes.inLanes([a, breve('b'), breve('c'), breve('d')], 2);

    let running = 0;
    let most = 0;
    for (const entry of log) {
      running += entry.startsWith('+') ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBe(2);
    // b ends first, c takes its lane while a still runs, then d.
    expect(log.slice(0, 4)).toEqual(['+a', '+b', '-b', '+c']);
    expect(log.indexOf('+d')).toBeLessThan(log.indexOf('-a'));
    expect(results.map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reports each exit code, counts a task that throws as failed and still runs the others', async () => {
    const log: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const results = await lanes.inLanes([task('rotto', 5, log, new Error('esploso')), task('due', 5, log, 2), task('ok', 5, log)], 2);
    expect(results.map((r) => [r.name, r.code])).toEqual([
      ['rotto', 1],
      ['due', 2],
      ['ok', 0],
    ]);
    expect(process.stderr.write).toHaveBeenCalledWith('rotto: esploso\n');
  });
});

describe('integrationProjects', () => {
  it('lists every project with a test-integration target once, the heaviest (the gateway) first', () => {
    const projects = lanes.integrationProjects(ROOT);
    const names = projects.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['gateway', 'catalogue', 'orders', 'tokens', 'identity', 'messaging']));
    expect(names).not.toContain('web');
    expect(projects[0]).toEqual({ name: 'gateway', root: 'apps/gateway' });
  });
});

describe('targetCommand', () => {
  it("is nx.json's command of the target for one project", () => {
    expect(lanes.targetCommand(ROOT, 'test-integration', 'apps/yard')).toMatch(
      /jest\.js -c apps\/yard\/jest\.integration\.config\.js --runInBand$/,
    );
    expect(() => lanes.targetCommand(ROOT, 'nessuno', 'apps/yard')).toThrow('nx.json has no command for the target nessuno');
  });
});
