import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost, RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA } from '@nestjs/graphql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { GraphQLInputObjectType } from 'graphql';
import { isInputObjectType, isNonNullType } from 'graphql';
import { ACCESS_KEY } from '../../src/access/access.decorator';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';

describe('GraphQL access rules', () => {
  let app: NestFastifyApplication;
  const schemaFile = join(mkdtempSync(join(tmpdir(), 'gateway-schema-')), 'schema.gql');

  beforeAll(async () => {
    app = await createGateway(loadGatewayConfig({ NODE_ENV: 'test', GRAPHQL_SCHEMA_FILE: schemaFile }));
    await app.init();
  });

  afterAll(() => app.close());

  /** Root field name -> access rule declared on the resolver method (or its class). */
  function declaredRules(): Map<string, unknown> {
    const rules = new Map<string, unknown>();
    const scanner = app.get(MetadataScanner);
    const wrappers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.providers.values()]);
    for (const wrapper of wrappers) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[method] as object;
        const type: unknown = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler);
        if (type !== 'Query' && type !== 'Mutation' && type !== 'Subscription') continue;
        const name = (Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? method;
        rules.set(`${type}.${name}`, Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, instance.constructor));
      }
    }
    return rules;
  }

  it('declares an access rule for every query, mutation and subscription in the schema', () => {
    const schema = app.get(GraphQLSchemaHost).schema;
    const rules = declaredRules();
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
    const fields = roots.flatMap((root) => (root ? Object.keys(root.getFields()).map((f) => `${root.name}.${f}`) : []));

    expect(fields.length).toBeGreaterThan(5);
    const undeclared = fields.filter((field) => !['public', 'authenticated', 'acquirente', 'venditore', 'operatore'].includes(rules.get(field) as string));
    expect(undeclared).toEqual([]);
  });

  it('gives a default only to nullable input fields, the ones compiled operations read it from', () => {
    const schema = app.get(GraphQLSchemaHost).schema;
    const inputs = Object.values(schema.getTypeMap()).filter((type) => isInputObjectType(type) && !type.name.startsWith('__'));
    const defaulted = (inputs as GraphQLInputObjectType[]).flatMap((type) =>
      Object.values(type.getFields()).filter((field) => field.defaultValue !== undefined),
    );

    expect(defaulted.filter((field) => isNonNullType(field.type)).map((field) => field.name)).toEqual([]);
    // Not vacuous: page, pageSize, soloDisponibili, ricordami, ruolo, azienda, garanziaGiorni have one.
    expect(defaulted.map((field) => field.name)).toEqual(expect.arrayContaining(['page', 'ricordami', 'azienda', 'garanziaGiorni']));
  });

  it('keeps the committed schema.gql, from which the web types are generated, in step with the resolvers', () => {
    const committed = readFileSync(join(__dirname, '../../schema.gql'), 'utf8');
    expect(readFileSync(schemaFile, 'utf8')).toBe(committed);
  });
});
