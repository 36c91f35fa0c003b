import { z } from 'zod';
import { envelopeMeta, parseEnvelope, requireActor, requireRole } from './envelope';

describe('envelopes', () => {
  const schema = z.object({ nome: z.string().min(2, 'Il nome deve essere di almeno 2 caratteri') });

  it('parses data with the schema and keeps actor and correlation id', () => {
    const actor = { userId: 'u-1', role: 'venditore' as const };
    expect(parseEnvelope(schema, { actor, correlationId: 'c-1', data: { nome: 'Marco', extra: 1 } })).toEqual({
      actor,
      correlationId: 'c-1',
      data: { nome: 'Marco' },
    });
  });

  it('reports invalid data field by field', () => {
    expect(() => parseEnvelope(schema, { actor: null, correlationId: 'c', data: { nome: 'M' } })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { nome: 'Il nome deve essere di almeno 2 caratteri' } }),
    );
  });

  it('treats a malformed actor as anonymous', () => {
    expect(envelopeMeta({ actor: { userId: 'u-1', role: 'admin' } }).actor).toBeNull();
    expect(envelopeMeta(null)).toEqual({ actor: null, correlationId: 'unknown' });
  });

  it('requires an actor, and the role when asked', () => {
    expect(() => requireActor({ actor: null })).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    const buyer = { actor: { userId: 'u-1', role: 'acquirente' as const } };
    expect(() => requireRole(buyer, 'venditore')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(requireRole(buyer, 'acquirente')).toEqual(buyer.actor);
  });
});
