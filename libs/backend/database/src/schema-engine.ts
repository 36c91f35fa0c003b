import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory, DriverAdapterError } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import { Pool } from 'pg';

type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

// @types/node does not type the WebAssembly global and the DOM lib has no place in a backend project.
declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, object>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

let engineModule: Promise<EngineModule> | null = null;

/**
 * Prisma's own schema engine, compiled to WebAssembly and shipped on npm, runs migrations through the pg driver
 * adapter: no engine binary to download. The package targets bundlers (it imports the .wasm file), so Node
 * needs the module instantiated by hand.
 */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const bindings = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as EngineModule & {
      __wbg_set_wasm(exports: Record<string, unknown>): void;
    };
    const wasmPath = join(dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': withUnrefTimers(bindings),
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings;
  })();
  return engineModule;
}

/**
 * The engine arms timers it never clears (connection and lock timeouts) that would keep a CLI or a test process
 * alive for seconds after the work is done; unref'd timers still fire while anything else keeps Node running.
 */
function withUnrefTimers(bindings: object): Record<string, unknown> {
  const imports: Record<string, unknown> = { ...bindings };
  for (const name of Object.keys(imports)) {
    if (name.startsWith('__wbg_setTimeout_')) {
      imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
    }
  }
  return imports;
}

export interface OpenEngine {
  engine: SchemaEngine;
  close(): Promise<void>;
}

/**
 * The adapter splits scripts on ";" and runs the pieces one by one, which neither keeps a migration atomic nor
 * survives a ";" inside a string or a function body. Postgres runs a multi-statement simple query as one
 * implicit transaction, so the script goes over as it is.
 */
function wholeScriptAdapter(pool: Pool): PrismaPg {
  const factory = new PrismaPg(pool);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    adapter.executeScript = async (script: string) => {
      try {
        await pool.query(script);
      } catch (error) {
        const pgError = error as { code?: string; severity?: string; message: string; detail?: string; column?: string; hint?: string };
        throw new DriverAdapterError({
          kind: 'postgres',
          code: pgError.code ?? 'N/A',
          severity: pgError.severity ?? 'N/A',
          message: pgError.message,
          detail: pgError.detail,
          column: pgError.column,
          hint: pgError.hint,
        });
      }
    };
    return adapter;
  };
  return factory;
}

export async function openSchemaEngine(databaseUrl: string, schema: { path: string; content: string }): Promise<OpenEngine> {
  const { SchemaEngine } = await loadEngineModule();
  const pool = new Pool({ connectionString: databaseUrl, max: 2, allowExitOnIdle: true });
  const adapter = bindMigrationAwareSqlAdapterFactory(wholeScriptAdapter(pool));
  const engine = await SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, () => undefined, adapter);
  return {
    engine,
    close: async () => {
      engine.free();
      await pool.end();
    },
  };
}
