import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The lint rule on file names (tools/eslint/file-names.mjs): plain Node, so it is loaded as the module it is.
interface FileNames {
  problemOf(file: string): string | null;
}

let rule: FileNames;

beforeAll(async () => {
  const specifier = pathToFileURL(path.join(__dirname, '../../tools/eslint/file-names.mjs')).href;
  rule = (await import(specifier)) as FileNames;
});

describe('file names', () => {
  it.each([
    'apps/catalogue/src/auto/auto.service.ts',
    'apps/orders/src/ordine/ordine.events.ts',
    'apps/yard/src/auto/auto.consumer.ts',
    'apps/gateway/test/integration/ordini-permessi.integration-spec.ts',
    'libs/contracts/src/catalogue/events.spec.ts',
    'apps/web/src/modules/vetrina/components/VetrinaPage.tsx',
    'apps/web/src/modules/vetrina/components/VetrinaPage.spec.tsx',
    'apps/web/src/modules/layout/components/voci-sidebar.ts',
    'apps/web/src/modules/ordini/hooks/useCreaOrdine.ts',
    'apps/web/src/app/AppProviders.tsx',
    'apps/web/src/app/routes.tsx',
    'apps/web/vite.config.mts',
    'apps/web/src/graphql-env.d.ts',
  ])('accepts %s', (file) => {
    expect(rule.problemOf(file)).toBeNull();
  });

  it.each([
    ['apps/catalogue/src/venditore/venditore.event.ts', 'an event file is'],
    ['apps/orders/src/ordine/eventi-ordine.ts', 'an event file is'],
    ['apps/notifications/src/ordini/evento-ordine.ts', 'an event file is'],
    ['apps/web/src/modules/ordini/hooks/creaOrdine.ts', 'a file in hooks/ is a hook'],
    ['apps/web/src/modules/ordini/hooks/crea-ordine.ts', 'a file in hooks/ is a hook'],
    ['apps/web/src/modules/vetrina/components/vetrina-page.tsx', "a React component's file is PascalCase"],
    ['apps/catalogue/src/auto/autoService.ts', 'kebab-case'],
    ['apps/catalogue/src/auto/AutoService.ts', 'kebab-case'],
    ['apps/catalogue/src/auto/auto_service.ts', 'kebab-case'],
    ['apps\\catalogue\\src\\auto\\Auto.controller.ts', 'kebab-case'],
  ])('refuses %s', (file, message) => {
    expect(rule.problemOf(file)).toContain(message);
  });
});
