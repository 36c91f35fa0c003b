import { GraphQLScalarType, Kind } from 'graphql';

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new TypeError(`DateTime cannot represent ${String(value)}`);
  return date.toISOString();
}

/**
 * Nest's DateTime serializes only Date objects, but services answer over NATS in JSON, where every date is already
 * an ISO string: this scalar takes both, so no resolver has to convert.
 */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format.',
  serialize: toIso,
  parseValue: (value) => new Date(toIso(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(toIso(ast.value)) : null),
});
