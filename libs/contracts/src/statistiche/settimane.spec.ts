import { conversione, giornoItaliano, lunediDi, perSettimana, SETTIMANE_STATISTICHE, settimaneStatistiche } from './settimane';
import { etichettaSettimana, formattaConversione, settimanaEstesa } from './testi';

describe('the statistics’ weeks', () => {
  it('takes the day on Italy’s clock, whatever the server’s zone', () => {
    // 23:30 UTC on Sunday 29 March 2026 is 01:30 on Monday 30 March in Rome (summer time began that night).
    expect(giornoItaliano(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    // 23:30 UTC on 30 November is 00:30 on 1 December in Rome (winter time, UTC+1).
    expect(giornoItaliano(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(giornoItaliano(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
  });

  it('names a week by its Monday, Sunday closing it', () => {
    expect(lunediDi('2026-11-30')).toBe('2026-11-30');
    expect(lunediDi('2026-12-06')).toBe('2026-11-30');
    expect(lunediDi('2026-12-01')).toBe('2026-11-30');
    expect(lunediDi('2026-01-01')).toBe('2025-12-29');
  });

  it('are the current week and the eleven before it, oldest first, across a change of year and of clock', () => {
    const settimane = settimaneStatistiche(new Date('2026-01-07T10:00:00Z'));
    expect(settimane).toHaveLength(SETTIMANE_STATISTICHE);
    expect(settimane.at(-1)).toBe('2026-01-05');
    expect(settimane[0]).toBe('2025-10-20');
    // 26 October 2025, summer time ends: the weeks stay seven calendar days apart.
    expect(settimane.slice(0, 3)).toEqual(['2025-10-20', '2025-10-27', '2025-11-03']);
    expect(new Set(settimane).size).toBe(SETTIMANE_STATISTICHE);
  });

  it('moves to the next week at midnight on Monday in Rome, not in UTC', () => {
    expect(settimaneStatistiche(new Date('2026-11-29T22:59:59Z')).at(-1)).toBe('2026-11-23');
    expect(settimaneStatistiche(new Date('2026-11-29T23:00:00Z')).at(-1)).toBe('2026-11-30');
  });

  it('fills the weeks a query found no row for, in the weeks’ order', () => {
    const settimane = ['2026-11-16', '2026-11-23', '2026-11-30'];
    const righe = [{ settimana: '2026-11-30', n: 2 }, { settimana: '2026-11-16', n: 5 }, { settimana: '2026-11-09', n: 9 }];
    expect(perSettimana(settimane, righe, (settimana) => ({ settimana, n: 0 }))).toEqual([
      { settimana: '2026-11-16', n: 5 },
      { settimana: '2026-11-23', n: 0 },
      { settimana: '2026-11-30', n: 2 },
    ]);
  });
});

describe('conversion', () => {
  it('is orders per view, and nothing without views', () => {
    expect(conversione(3, 120)).toBe(0.025);
    expect(conversione(0, 40)).toBe(0);
    expect(conversione(2, 0)).toBeNull();
    expect(conversione(0, 0)).toBeNull();
  });

  it('reads as an Italian percentage, or a dash', () => {
    expect(formattaConversione(0.025)).toBe('2,5%');
    expect(formattaConversione(0)).toBe('0%');
    expect(formattaConversione(null)).toBe('—');
  });
});

describe('week labels', () => {
  it('write a week by its Monday', () => {
    expect(etichettaSettimana('2026-11-30')).toBe('30 nov');
    expect(settimanaEstesa('2026-11-30')).toBe('Settimana dal 30 novembre 2026');
  });
});
