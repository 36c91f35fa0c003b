import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The lint rule that keeps the folders of an app importing each other one way (tools/eslint/one-way-folders.mjs),
// run by ESLint on a small app written to a temporary folder.
let rule: unknown;
let dir: string;

beforeAll(async () => {
  const specifier = pathToFileURL(path.join(__dirname, '../../tools/eslint/one-way-folders.mjs')).href;
  rule = ((await import(specifier)) as { default: unknown }).default;
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'one-way-folders-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function app(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

async function problems(file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'one-way-folders': rule } } } as never,
        rules: {
          'local/one-way-folders': ['error', { roots: [path.join(dir, 'src'), path.join(dir, 'src/modules')] }],
        },
      },
    ],
  });
  const [result] = await eslint.lintFiles([path.join(dir, file)]);
  return result.messages.map((m) => m.message);
}

describe('one-way folders', () => {
  it('reports an import into a folder that imports the first one back, type imports and import() included', async () => {
    app({
      'src/graphql/module.ts': "import { hints } from '../live/hints';\nexport const server = hints;\n",
      'src/live/hints.ts': "import type { Context } from '../graphql/context';\nexport const hints = (c: Context) => c;\n",
      'src/graphql/context.ts': 'export interface Context { id: string }\n',
    });
    expect(await problems('src/live/hints.ts')).toEqual([
      'live/ imports graphql/ here, and graphql/ imports live/ back (graphql/module.ts): folders import each other one way only',
    ]);
    expect(await problems('src/graphql/module.ts')).toEqual([
      'graphql/ imports live/ here, and live/ imports graphql/ back (live/hints.ts): folders import each other one way only',
    ]);
  });

  it('follows the way back through other folders, and sees a lazy import()', async () => {
    app({
      'src/modules/catalogo/pagina.ts': "export const pagina = () => import('../ordini/checkout');\n",
      'src/modules/ordini/checkout.ts': "import { riepilogo } from '../carrello/riepilogo';\nexport const checkout = riepilogo;\n",
      'src/modules/carrello/riepilogo.ts': "import { prezzi } from '../catalogo/prezzi';\nexport const riepilogo = prezzi;\n",
      'src/modules/catalogo/prezzi.ts': 'export const prezzi = 1;\n',
    });
    expect(await problems('src/modules/catalogo/pagina.ts')).toEqual([
      'catalogo/ imports ordini/ here, and ordini/ imports catalogo/ back (ordini/checkout.ts, then carrello/riepilogo.ts): ' +
        'folders import each other one way only',
    ]);
  });

  it('takes arrows that run one way, files in the root, and what only tests import', async () => {
    app({
      'src/app.module.ts':
        "import { auth } from './auth/auth';\nimport { config } from './config';\nexport const app = [auth, config];\n",
      'src/config.ts': 'export const config = 1;\n',
      'src/auth/auth.ts':
        "import { config } from '../config';\nimport { common } from '../common/common';\nexport const auth = config + common;\n",
      'src/common/common.ts': 'export const common = 1;\n',
      'src/common/common.spec.ts': "import { auth } from '../auth/auth';\nexport const seen = auth;\n",
    });
    expect(await problems('src/auth/auth.ts')).toEqual([]);
    expect(await problems('src/app.module.ts')).toEqual([]);
  });
});
