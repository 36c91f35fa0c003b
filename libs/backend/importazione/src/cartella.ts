import type { Workbook } from 'exceljs';

/**
 * An empty workbook. exceljs is required with the first spreadsheet read or written, not when the app starts: its code
 * and data are about 40 MB of a process's resident memory, and the gateway and the imports service need it only while a
 * seller imports or exports (docs/performance.md#start-up-and-idle-memory). A `require`, not `import()`: Node's ESM loader
 * does not see exceljs' named exports.
 */
export function nuovaCartella(): Workbook {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Workbook: Cartella } = require('exceljs') as typeof import('exceljs');
  return new Cartella();
}
