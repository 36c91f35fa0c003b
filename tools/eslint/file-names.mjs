// ESLint rule: one pattern for file names (docs/conventions.md#naming), so that a name says what its file holds.
// TypeScript modules are kebab-case with dotted role suffixes (auto.service.ts, ordine.events.ts,
// catalogo.integration-spec.ts); a React component is PascalCase (VetrinaPage.tsx) and must be one inside components/;
// a hook is useX (useCreaOrdine.ts) and everything in hooks/ is one. Event files say their role with .events (builds
// what a service publishes) or .consumer (reads what others publish), never .event, eventi-* or evento-*.
import path from 'node:path';

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const MODULE = new RegExp(`^${KEBAB}(?:\\.${KEBAB})*\\.(?:ts|tsx|mts|cts)$`);
const COMPONENT = /^[A-Z][A-Za-z0-9]*(?:\.spec)?\.tsx$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*(?:\.spec)?\.tsx?$/;
const EVENT_ROLE = /\.event(?:\.spec)?\.ts$|^(?:eventi|evento)-/;

/** What is wrong with the name of `file` (a path, either separator), or null when it follows the pattern. */
export function problemOf(file) {
  const [name, folder] = file.split(/[\\/]/).reverse();
  if (name.endsWith('.d.ts')) return null;
  if (EVENT_ROLE.test(name)) {
    return `${name}: an event file is <feature>.events.ts when it builds the events its service publishes, <feature>.consumer.ts when it consumes them`;
  }
  if (folder === 'hooks') return HOOK.test(name) ? null : `${name}: a file in hooks/ is a hook, named useX.ts or useX.tsx`;
  if (folder === 'components' && name.endsWith('.tsx') && !COMPONENT.test(name)) {
    return `${name}: a React component's file is PascalCase, as the component it exports (NomePage.tsx)`;
  }
  if (MODULE.test(name) || HOOK.test(name) || (name.endsWith('.tsx') && COMPONENT.test(name))) return null;
  return `${name}: a module's file name is kebab-case with dotted role suffixes (auto.service.ts, ordine.events.ts), a component's PascalCase .tsx, a hook's useX`;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names follow docs/conventions.md#naming: kebab-case modules, PascalCase components, useX hooks' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const problem = problemOf(path.relative(context.cwd, context.physicalFilename));
        if (problem) context.report({ node, message: problem });
      },
    };
  },
};
