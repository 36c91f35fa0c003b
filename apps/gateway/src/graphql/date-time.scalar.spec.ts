import { Kind } from 'graphql';
import { DateTimeScalar } from './date-time.scalar';

describe('DateTimeScalar', () => {
  it('serializes Date objects and the ISO strings services send over NATS', () => {
    expect(DateTimeScalar.serialize(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
    expect(DateTimeScalar.serialize('2026-11-21T10:00:00.000Z')).toBe('2026-11-21T10:00:00.000Z');
  });

  it('refuses what is not a date instead of sending null', () => {
    expect(() => DateTimeScalar.serialize('ieri')).toThrow(TypeError);
    expect(() => DateTimeScalar.serialize(42)).toThrow(TypeError);
  });

  it('parses input literals and variables', () => {
    expect(DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '2026-01-02T03:04:05Z' })).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(DateTimeScalar.parseValue('2026-01-02T03:04:05Z')).toEqual(new Date('2026-01-02T03:04:05Z'));
  });
});
