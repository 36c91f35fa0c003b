import { chiaveVisitatore } from '@ricambiamo/contracts';
import { chiaveDelVisitatore } from './chiave-visitatore';

const SEGRETO = 'dev-insecure-visitor-key-secret-for-this-test-0123';

describe('the visitor key of a listing view', () => {
  it('is the same for one address on one day, and another the next day, for another address or under another secret', () => {
    const oggi = chiaveDelVisitatore(SEGRETO, '203.0.113.7', '2026-11-30');
    expect(chiaveDelVisitatore(SEGRETO, '203.0.113.7', '2026-11-30')).toBe(oggi);
    expect(chiaveDelVisitatore(SEGRETO, '203.0.113.7', '2026-12-01')).not.toBe(oggi);
    expect(chiaveDelVisitatore(SEGRETO, '203.0.113.8', '2026-11-30')).not.toBe(oggi);
    expect(chiaveDelVisitatore(`${SEGRETO}x`, '203.0.113.7', '2026-11-30')).not.toBe(oggi);
  });

  it('holds no trace of the address and is what catalogue’s contract accepts', () => {
    const chiave = chiaveDelVisitatore(SEGRETO, '203.0.113.7', '2026-11-30');
    expect(chiave).not.toContain('203');
    expect(chiaveVisitatore.safeParse(chiave).success).toBe(true);
  });
});
