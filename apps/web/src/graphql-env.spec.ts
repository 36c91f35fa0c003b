import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const webRoot = path.resolve(__dirname, '..');

describe('generated GraphQL types', () => {
  it('match the gateway schema (run `nx run web:codegen` after the schema changes)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gql-tada-'));
    try {
      const output = path.join(dir, 'graphql-env.d.ts');
      execFileSync(process.execPath, [path.resolve(webRoot, '../../node_modules/gql.tada/bin/cli.js'), 'generate', 'output', '--output', output], {
        cwd: webRoot,
        stdio: 'pipe',
      });
      expect(readFileSync(output, 'utf8')).toBe(readFileSync(path.join(webRoot, 'src/graphql-env.d.ts'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
