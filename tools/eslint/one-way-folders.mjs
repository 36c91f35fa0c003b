// ESLint rule: the folders side by side in a root (an app's src/, the web's modules/) import each other one way only.
// import-x/no-cycle sees files, and skips type-only imports: two folders whose files import each other without any
// file closing a loop (graphql/ ↔ live/ through the request context's type, catalogo ↔ ordini through a lazy page) pass
// it. This rule sees the folders: a file's import into a sibling folder is reported when that folder reaches the file's
// own folder back, type imports and import() included. Test code is left out of the graph (specs, test/, testing/):
// a spec may use whatever it tests from.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(spec|integration-spec)\.tsx?$|(^|\/)(test|testing|generated)\//;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

const isTest = (file) => TEST.test(file.split(path.sep).join('/'));

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The unit of `file` in `root`: the folder right under it, or the file itself when it sits in the root. */
function unitOf(root, file) {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  if (first === '..' || first === '') return null;
  return rest.length > 0 ? `${first}/` : first;
}

const graphs = new Map();

/** Unit → unit → the first production file that makes that arrow; read from disk once per root and process. */
function graphOf(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles(root)) {
    if (isTest(path.relative(root, file))) continue;
    const from = unitOf(root, file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(file, specifier);
      const to = target && unitOf(root, target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, path.relative(root, file));
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** The way back from `start` to `goal` as [unit, file that imports the next unit] steps, or null. */
function pathBack(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const steps = [];
      for (let at = goal; previous.get(at); at = previous.get(at).unit) steps.unshift(previous.get(at));
      return steps;
    }
    for (const [next, file] of graph.get(unit) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, { unit, file });
      queue.push(next);
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Sibling folders of a root import each other one way only' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      back: '{{from}} imports {{to}} here, and {{to}} imports {{from}} back ({{way}}): folders import each other one way only',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const roots = context.options[0].roots.filter((root) => unitOf(root, file) !== null);
    if (roots.length === 0 || roots.some((root) => isTest(path.relative(root, file)))) return {};

    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(file, specifier);
      if (!target) return;
      for (const root of roots) {
        const from = unitOf(root, file);
        const to = unitOf(root, target);
        if (!to || to === from) continue;
        const steps = pathBack(graphOf(root), to, from);
        if (!steps) continue;
        const way = steps.map(({ file: by }) => by).join(', then ');
        context.report({ node: node.source, messageId: 'back', data: { from, to, way } });
        return;
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
