import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import { GRAPHQL_LIMITS, graphqlValidationRules, withoutSuggestions } from './graphql-limits';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../schema.gql'), 'utf8'));
const WEB_MODULES = path.join(__dirname, '../../../web/src/modules');

/** The web's operations as it sends them: read as text (no app imports another), each with the fragments it spreads. */
function webOperations() {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const domain of readdirSync(WEB_MODULES)) {
    const api = path.join(WEB_MODULES, domain, 'api');
    const files = existsSync(api) ? readdirSync(api) : [];
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      for (const [, source] of readFileSync(path.join(api, file), 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)) {
        for (const definition of parse(source).definitions as DefinitionNode[]) {
          if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
          if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
        }
      }
    }
  }
  return operations.map((operation) => {
    const needed = new Map<string, FragmentDefinitionNode>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !needed.has(fragment.name.value)) {
            needed.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    return { name: operation.name?.value, document: { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] } as const };
  });
}

describe('GraphQL limits', () => {
  const operations = webOperations();

  it('finds the web operations', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['CercaAuto', 'Vetrina', 'Auto', 'CreaAuto', 'Accedi']),
    );
  });

  it.each(operations.map((operation) => [operation.name, operation.document] as const))(
    'lets the web operation %s through in production',
    (_name, document) => {
      expect(validate(schema, document, [...specifiedRules, ...graphqlValidationRules({ production: true })])).toEqual([]);
    },
  );

  it('refuses what exceeds each limit', () => {
    const search = 'cercaAuto { items { id marca venditore { nome } } total }';
    const aliased = (n: number) => parse(`{ ${Array.from({ length: n }, (_, i) => `s${i}: ${search}`).join(' ')} }`);
    const messages = (source: ReturnType<typeof parse>) =>
      validate(schema, source, graphqlValidationRules({ production: false })).map((error) => error.message);

    expect(messages(aliased(1))).toEqual([]);
    expect(messages(aliased(300))).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found 300`),
        expect.stringContaining(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`),
      ]),
    );
    expect(messages(parse('{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }'))).toEqual([
      expect.stringContaining(`Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 8`),
    ]);
  });

  it('refuses introspection only in production', () => {
    const introspection = parse('{ __schema { queryType { name } } }');
    expect(validate(schema, introspection, graphqlValidationRules({ production: false }))).toEqual([]);
    expect(validate(schema, introspection, graphqlValidationRules({ production: true }))[0]?.message).toMatch(
      /introspection has been disabled/,
    );
  });

  it('takes the suggestion off a message', () => {
    expect(withoutSuggestions('Value "benzin" does not exist in "Carburante" enum. Did you mean the enum value "benzina"?')).toBe(
      'Value "benzin" does not exist in "Carburante" enum.',
    );
    expect(withoutSuggestions('Cannot query field "utenteCorrente" on type "Query".')).toBe('Cannot query field "utenteCorrente" on type "Query".');
  });
});
