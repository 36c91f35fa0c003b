import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The check `npm test` runs first (tools/check-references.mjs): plain Node, so it is loaded as the module it is.
interface Headings {
  anchors: Set<string>;
  sections: Set<string>;
}
interface Checker {
  slug(heading: string): string;
  headingsOf(markdown: string): Headings;
  problemsIn(file: string, text: string, repo: { exists(p: string): boolean; headings(p: string): Headings }): string[];
}

const RULES = '# Rules\n## 3. Screens and routes\n### 3.1 Routes\n```\n## 9. Not a heading\n```\n';
const ARCHITECTURE = '# Architecture\n## Decisions\n### Placing an order\n### Decisions\n';
const FILES = new Set(['docs/rules.md', 'docs/architecture.md', 'apps/web/src/main.tsx', 'apps/web', 'apps']);

let checker: Checker;
const problems = (file: string, text: string) =>
  checker.problemsIn(file, text, {
    exists: (p) => FILES.has(p),
    headings: (p) => checker.headingsOf(p === 'docs/rules.md' ? RULES : p === 'docs/architecture.md' ? ARCHITECTURE : ''),
  });

beforeAll(async () => {
  const specifier = pathToFileURL(path.join(__dirname, '../../tools/check-references.mjs')).href;
  checker = (await import(specifier)) as Checker;
});

describe('the reference check', () => {
  it('makes anchors the way GitHub does, numbering repeated headings', () => {
    expect(checker.slug('3.1 Routes')).toBe('31-routes');
    expect(checker.slug('Where the rules were unclear')).toBe('where-the-rules-were-unclear');
    expect([...checker.headingsOf(ARCHITECTURE).anchors]).toEqual(['architecture', 'decisions', 'placing-an-order', 'decisions-1']);
    expect([...checker.headingsOf(RULES).sections]).toEqual(['3', '3.1']);
  });

  it('resolves Markdown links and images from the document, anchors included', () => {
    const doc = '[ok](../apps/web/src/main.tsx) ![img](gone.png) [a](architecture.md#placing-an-order) [b](architecture.md#nope)';
    expect(problems('docs/guide.md', doc)).toEqual([
      'docs/guide.md:1: link gone.png: docs/gone.png does not exist',
      'docs/guide.md:1: docs/architecture.md#nope: no such heading',
    ]);
    expect(problems('docs/guide.md', '[up](../../outside.md) [web](https://example.com)')).toEqual([
      'docs/guide.md:1: link ../../outside.md leaves the repository',
    ]);
  });

  it('checks paths and sections named in code comments, not in strings', () => {
    const code = [
      "const out = 'apps/web/dist/index.html'; const fixture = 'apps/nowhere.ts';",
      '// Built like apps/web/src/main.tsx, not like apps/web/src/gone.tsx (docs/rules.md §3.1, §4).',
      '/** docs/architecture.md#decisions-1 and docs/architecture.md#nope */',
    ].join('\n');
    expect(problems('apps/x/src/a.ts', code)).toEqual([
      'apps/x/src/a.ts:2: apps/web/src/gone.tsx does not exist',
      'apps/x/src/a.ts:2: docs/rules.md §4: no such section',
      'apps/x/src/a.ts:3: docs/architecture.md#nope: no such heading',
    ]);
  });

  it('refuses documents outside the repository, wherever they are named', () => {
    // Spelled in pieces, so this file does not cite them itself.
    const outside = ['DESI', 'GN.md'].join('');
    const section = ['spec', '§2'].join(' ');
    expect(problems('apps/x/src/a.ts', `const s = '${outside}'; // as the ${section} says`)).toEqual([
      `apps/x/src/a.ts:1: cites ${outside}, which is not in the repository`,
      'apps/x/src/a.ts:1: cites a spec section; cite docs/rules.md §N',
    ]);
  });

  it('leaves placeholders and build output alone', () => {
    expect(problems('docs/guide.md', 'apps/<service>/prisma/migrations and apps/*/src and dist/apps/x.js')).toEqual([]);
  });
});
