import { GraphQLError, parse } from 'graphql';
import { campoRadice, esito } from './metriche-richieste';

describe('the GraphQL operation as the metrics name it', () => {
  it('is its first root field, whatever name the client gave the operation', () => {
    expect(campoRadice(parse('query QualsiasiNome { cercaAuto { total } me { id } }'))).toBe('cercaAuto');
    expect(campoRadice(parse('mutation { effettuaOrdine(input: {}) { id } }'))).toBe('effettuaOrdine');
    expect(campoRadice(parse('fragment F on Auto { id } query { auto(id: "x") { ...F } }'))).toBe('auto');
  });

  it('ends ok, or with the code of its first error', () => {
    expect(esito({})).toBe('ok');
    expect(esito({ errors: [] })).toBe('ok');
    expect(esito({ errors: [new GraphQLError('x', { extensions: { code: 'PARTS_UNAVAILABLE' } }), new GraphQLError('y')] })).toBe('PARTS_UNAVAILABLE');
    expect(esito({ errors: [new GraphQLError('senza codice')] })).toBe('INTERNAL');
  });
});
