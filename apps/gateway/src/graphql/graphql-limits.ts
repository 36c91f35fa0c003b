import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type validate,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL operation may ask for. Measured with these same rules on every operation the web sends
 * (apps/web/src/modules/<domain>/api): the deepest is 4 (CercaAuto, Vetrina), none uses an alias, the
 * costliest is Vetrina at 125. The schema has no cycles and its deepest path is 5 (a mutation payload),
 * so depth 6 only refuses introspection walks and whatever a future cycle would allow. One aliased
 * cercaAuto with its cards costs about 56, so the cost limit stops a request at roughly nine searches even
 * under the alias limit; a request with 300 of them is refused before any resolver runs.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 10,
  maxCost: 500,
} as const;

// A rejection becomes an ordinary validation error, reported with the spec's own, instead of the library's default
// of throwing out of validate(), which would skip Mercurius' handling of validation errors.
const report = (context: ValidationContext | null, error: GraphQLError) => {
  if (!context) throw error;
  context.reportError(error);
};

/**
 * One operation per document. Mercurius keeps a compiled operation (graphql-jit) by the document's text alone and runs
 * it whatever operationName a later request names, and its check that a GET runs no mutation reads the named one: a
 * document holding a query and a mutation could run the mutation over GET. The web sends one operation per document.
 */
export const OneOperationRule: ValidationRule = (context) => ({
  Document(node) {
    const operations = node.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (operations.length > 1) {
      context.reportError(new GraphQLError('A document may hold one operation only: send each operation on its own.', { nodes: operations }));
    }
  },
});

/** The rules Mercurius runs after the spec's own; static, so its per-query validation cache still applies. */
export function graphqlValidationRules({ production }: { production: boolean }): ValidationRule[] {
  const rules: ValidationRule[] = [
    OneOperationRule,
    // Fragments are flattened: a spread adds no execution depth or cost, only the fields it brings.
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, propagateOnRejection: false, onReject: [report] }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, propagateOnRejection: false, onReject: [report] }),
    costLimitRule({
      maxCost: GRAPHQL_LIMITS.maxCost,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [report],
    }),
  ];
  // The web is built against the committed schema.gql; only development tools (GraphiQL) need introspection.
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

type ValidateOptions = NonNullable<Parameters<typeof validate>[3]>;

/**
 * graphql-js's own validate() options, which Mercurius passes through (its types predate hideSuggestions): "Did you
 * mean" would list the schema's names to whoever probes it, and production does not answer introspection either.
 */
export const graphqlValidateOptions = ({ production }: { production: boolean }): ValidateOptions => ({
  hideSuggestions: production,
});

/** graphql-js hides suggestions in validation, but Mercurius coerces variables without that option: strip them. */
export const withoutSuggestions = (message: string): string => message.replace(/\s*Did you mean [^?]*\?$/u, '');
