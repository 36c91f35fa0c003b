import { DomainError, isDomainError } from './domain-error';

describe('DomainError', () => {
  it('crosses the wire as code and fields only', () => {
    const error = new DomainError('VALIDATION_FAILED', { email: 'Email non valida' });
    expect(error.toWire()).toEqual({ code: 'VALIDATION_FAILED', fields: { email: 'Email non valida' } });
    expect(new DomainError('FORBIDDEN').toWire()).toEqual({ code: 'FORBIDDEN' });
  });

  it('is rebuilt from a wire error, and anything else becomes INTERNAL', () => {
    expect(DomainError.fromWire({ code: 'EMAIL_TAKEN' })).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(DomainError.fromWire({ code: 'NOT_A_CODE' }).code).toBe('INTERNAL');
    expect(DomainError.fromWire(new Error('Timeout has occurred')).code).toBe('INTERNAL');
    expect(isDomainError(DomainError.fromWire('boom'))).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});
