import { z } from 'zod';
import { authorize, envelopeMeta, parseEnvelope } from './envelope';

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

  it('enforces the access a contract declares', () => {
    const buyer = { userId: 'u-1', role: 'acquirente' as const };
    expect(authorize('public', null)).toBeNull();
    expect(authorize('public', buyer)).toEqual(buyer);
    expect(() => authorize('authenticated', null)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    expect(authorize('authenticated', buyer)).toEqual(buyer);
    expect(() => authorize('venditore', null)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    expect(() => authorize('venditore', buyer)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(authorize('acquirente', buyer)).toEqual(buyer);
  });

  it('refuses any actor on a service-to-service contract: no user call reaches it', () => {
    expect(authorize('service', null)).toBeNull();
    expect(() => authorize('service', { userId: 'u-1', role: 'acquirente' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => authorize('service', { userId: 'u-2', role: 'venditore' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
