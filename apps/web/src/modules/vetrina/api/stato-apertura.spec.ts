import { ORARI_DEFAULT } from '@ricambiamo/contracts';
import { statoApertura } from './stato-apertura';

describe('statoApertura', () => {
  it.each([
    // 22 Nov 2026 is a Sunday; Italy is on CET (UTC+1) in winter and CEST (UTC+2) in summer.
    ['Monday 08:00 in Rome (07:00 UTC, winter)', '2026-11-23T07:00:00Z', 'lunedi', true],
    ['Monday 07:59 in Rome', '2026-11-23T06:59:00Z', 'lunedi', false],
    ['Monday 18:00 in Rome: the closing minute', '2026-11-23T17:00:00Z', 'lunedi', false],
    ['Saturday 11:59 in Rome', '2026-11-28T10:59:00Z', 'sabato', true],
    ['Sunday, closed by default', '2026-11-22T10:00:00Z', 'domenica', false],
    ['Saturday 00:30 in Rome while it is still Friday in UTC', '2026-11-27T23:30:00Z', 'sabato', false],
    ['Monday 17:30 in Rome in summer (15:30 UTC)', '2026-07-06T15:30:00Z', 'lunedi', true],
    ['Monday 18:30 in Rome in summer (16:30 UTC), open if it were UTC', '2026-07-06T16:30:00Z', 'lunedi', false],
  ])('%s', (_caso, istante, oggi, aperto) => {
    expect(statoApertura(ORARI_DEFAULT, new Date(istante))).toEqual({ oggi, aperto });
  });

  it('follows the seller’s own hours: a Sunday opening', () => {
    const orari = { ...ORARI_DEFAULT, domenica: { apertura: '09:00', chiusura: '13:00', chiuso: false } };
    expect(statoApertura(orari, new Date('2026-11-22T09:00:00Z'))).toEqual({ oggi: 'domenica', aperto: true });
  });
});
