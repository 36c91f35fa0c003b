// Runs the steps of `npm test` that can overlap: the integration projects and the build for the journeys
// (docs/development.md#tests). Only Node built-ins: tools/test.mjs may run before node_modules exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Starts each task as soon as one of `lanes` is free, in the order given, and resolves once all have ended with each
 * one's name, exit code and seconds, in that order. A task that throws counts as failed (code 1) and stops nothing.
 * Put the longest first: the lanes then end close together.
 * @param {{ name: string, start: () => Promise<number> }[]} tasks
 */
export async function inLanes(tasks, lanes) {
  const results = new Array(tasks.length);
  let next = 0;
  async function lane() {
    while (next < tasks.length) {
      const i = next++;
      const from = Date.now();
      let code;
      try {
        code = await tasks[i].start();
      } catch (err) {
        process.stderr.write(`${tasks[i].name}: ${err instanceof Error ? err.message : String(err)}\n`);
        code = 1;
      }
      results[i] = { name: tasks[i].name, code, seconds: Math.round((Date.now() - from) / 1000) };
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, tasks.length)) }, lane));
  return results;
}

/** Every file below `dir` whose name ends with `suffix`, node_modules left out. */
function filesEndingWith(dir, suffix) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesEndingWith(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/**
 * The projects with integration tests (a `test-integration` target in project.json), the heaviest first. How long a
 * project takes is not known before it runs; the size of its integration specs ranks them well enough for the lanes
 * to end together (the gateway's many stacks first, then catalogue's 200k-listing plans).
 * @returns {{ name: string, root: string }[]}
 */
export function integrationProjects(root) {
  return ['apps', 'libs']
    .flatMap((top) => filesEndingWith(path.join(root, top), 'project.json'))
    .map((file) => ({ file, project: JSON.parse(readFileSync(file, 'utf8')) }))
    .filter(({ project }) => project.targets?.['test-integration'] !== undefined)
    .map(({ file, project }) => {
      const dir = path.dirname(file);
      const weight = filesEndingWith(dir, '.integration-spec.ts').reduce((sum, spec) => sum + statSync(spec).size, 0);
      return { name: project.name, root: path.relative(root, dir), weight };
    })
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name))
    .map(({ name, root: projectRoot }) => ({ name, root: projectRoot }));
}

/** The shell command of an Nx target's defaults in nx.json, for one project: the same command `nx run` would run. */
export function targetCommand(root, target, projectRoot) {
  const nx = JSON.parse(readFileSync(path.join(root, 'nx.json'), 'utf8'));
  const command = nx.targetDefaults?.[target]?.options?.command;
  if (typeof command !== 'string') throw new Error(`nx.json has no command for the target ${target}`);
  return command.replaceAll('{projectRoot}', projectRoot);
}
