import { readFile } from 'node:fs/promises';
import { conConnessione } from './connessione';

export interface DriftOptions {
  databaseUrl: string;
  schemaPath: string;
}

interface ExpectedColumn {
  type: string;
  nullable: boolean;
}

const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'int4',
  BigInt: 'int8',
  Float: 'float8',
  Decimal: 'numeric',
  Boolean: 'bool',
  DateTime: 'timestamp',
  Json: 'jsonb',
  Bytes: 'bytea',
};

/** `@db.X` attributes as Postgres reports them in information_schema.columns.udt_name. */
const NATIVE_TYPES: Record<string, string> = {
  Uuid: 'uuid',
  Citext: 'citext',
  VarChar: 'varchar',
  Char: 'bpchar',
  Text: 'text',
  SmallInt: 'int2',
  Integer: 'int4',
  BigInt: 'int8',
  Real: 'float4',
  DoublePrecision: 'float8',
  Decimal: 'numeric',
  Money: 'money',
  Boolean: 'bool',
  Timestamp: 'timestamp',
  Timestamptz: 'timestamptz',
  Date: 'date',
  Time: 'time',
  Timetz: 'timetz',
  Json: 'json',
  JsonB: 'jsonb',
  ByteA: 'bytea',
  Inet: 'inet',
  Xml: 'xml',
};

const MODEL_BLOCK = /^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm;
const UNSUPPORTED_FIELD = /^\s*(\w+)\s+Unsupported\("([^"]+)"\)(\?)?(.*)$/gm;
const MAP_ATTRIBUTE = /@map\("([^"]+)"\)/;

/**
 * `Unsupported("…")` fields (a tsvector, say), which Prisma's DMMF leaves out: read from the schema text, so the
 * drift check covers them too. Model name → column → type and nullability.
 */
function unsupportedColumns(datamodel: string): Map<string, Map<string, ExpectedColumn>> {
  const models = new Map<string, Map<string, ExpectedColumn>>();
  for (const [, model, body] of datamodel.matchAll(MODEL_BLOCK)) {
    for (const [, field, type, optional, attributes] of body.matchAll(UNSUPPORTED_FIELD)) {
      const columns = models.get(model) ?? new Map<string, ExpectedColumn>();
      columns.set(MAP_ATTRIBUTE.exec(attributes)?.[1] ?? field, { type, nullable: optional === '?' });
      models.set(model, columns);
    }
  }
  return models;
}

/** Table → column → type and nullability, as the Prisma schema says the database must look. */
async function expectedTables(schemaPath: string): Promise<Map<string, Map<string, ExpectedColumn>>> {
  // Loaded lazily: @prisma/internals is a development dependency, needed only where drift is checked (tests).
  const { getDMMF } = await import('@prisma/internals');
  const datamodel = await readFile(schemaPath, 'utf8');
  const dmmf = await getDMMF({ datamodel });
  const unsupported = unsupportedColumns(datamodel);
  const enumNames = new Map(dmmf.datamodel.enums.map((e) => [e.name, e.dbName ?? e.name]));
  const tables = new Map<string, Map<string, ExpectedColumn>>();
  for (const model of dmmf.datamodel.models) {
    const columns = new Map<string, ExpectedColumn>(unsupported.get(model.name));
    for (const field of model.fields) {
      if (field.kind === 'object') continue;
      const base =
        field.kind === 'enum'
          ? (enumNames.get(field.type) ?? field.type)
          : field.nativeType
            ? (NATIVE_TYPES[field.nativeType[0]] ?? field.nativeType[0].toLowerCase())
            : (SCALAR_TYPES[field.type] ?? field.type.toLowerCase());
      columns.set(field.dbName ?? field.name, { type: field.isList ? `_${base}` : base, nullable: !field.isRequired });
    }
    tables.set(model.dbName ?? model.name, columns);
  }
  return tables;
}

async function actualTables(databaseUrl: string): Promise<Map<string, Map<string, ExpectedColumn>>> {
  return conConnessione(databaseUrl, async (client) => {
    const { rows } = await client.query<{ table_name: string; column_name: string; udt_name: string; is_nullable: string }>(
      `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> '_prisma_migrations'`,
    );
    const tables = new Map<string, Map<string, ExpectedColumn>>();
    for (const row of rows) {
      const columns = tables.get(row.table_name) ?? new Map<string, ExpectedColumn>();
      columns.set(row.column_name, { type: row.udt_name, nullable: row.is_nullable === 'YES' });
      tables.set(row.table_name, columns);
    }
    return tables;
  });
}

/**
 * Differences between a Prisma schema and a migrated database (tables, columns, types, nullability), one line
 * each; empty means the migrations produce exactly what the generated client expects.
 */
export async function findDrift({ databaseUrl, schemaPath }: DriftOptions): Promise<string[]> {
  const [expected, actual] = await Promise.all([expectedTables(schemaPath), actualTables(databaseUrl)]);
  const problems: string[] = [];
  for (const [table, columns] of expected) {
    const dbColumns = actual.get(table);
    if (!dbColumns) {
      problems.push(`table ${table}: in the Prisma schema, missing in the database`);
      continue;
    }
    for (const [column, want] of columns) {
      const got = dbColumns.get(column);
      if (!got) problems.push(`${table}.${column}: in the Prisma schema, missing in the database`);
      else if (got.type !== want.type) problems.push(`${table}.${column}: type ${got.type} in the database, ${want.type} in the Prisma schema`);
      else if (got.nullable !== want.nullable)
        problems.push(`${table}.${column}: ${got.nullable ? 'nullable' : 'NOT NULL'} in the database, ${want.nullable ? 'optional' : 'required'} in the Prisma schema`);
    }
    for (const column of dbColumns.keys()) {
      if (!columns.has(column)) problems.push(`${table}.${column}: in the database, missing in the Prisma schema`);
    }
  }
  for (const table of actual.keys()) {
    if (!expected.has(table)) problems.push(`table ${table}: in the database, missing in the Prisma schema`);
  }
  return problems;
}
