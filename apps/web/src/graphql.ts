import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  // Masking buys nothing here: components read the same few user fields everywhere.
  disableMasking: true;
  introspection: introspection;
  scalars: { DateTime: string };
}>();

export type { ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
