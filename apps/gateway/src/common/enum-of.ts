/**
 * A GraphQL enum over a contract's string values: each name is its value with hyphens as underscores (GraphQL names
 * allow no hyphen), and resolvers keep returning the contract's own values.
 */
export const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value.replaceAll('-', '_'), value])) as Record<string, T>;
