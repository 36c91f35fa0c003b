import { CAUSALE_MAX } from '@ricambiamo/contracts';
import { causale, LUNGHEZZA_CODICE, nuovoCodice } from './causale';

describe('transfer reason', () => {
  it('starts with the order code and names the buyer', () => {
    expect(causale('1A2B3C4D', 'Giulia Bianchi')).toBe('Ordine 1A2B3C4D - Giulia Bianchi');
  });

  it('keeps to what every bank accepts: no accents, no symbols', () => {
    expect(causale('1A2B3C4D', "Niccolò D'Amico & Figli — Società")).toBe("Ordine 1A2B3C4D - Niccolo D'Amico Figli Societa");
  });

  it('fits 140 characters whatever the name, code first', () => {
    const lunga = causale('1A2B3C4D', 'Maria '.repeat(40));
    expect(lunga.length).toBeLessThanOrEqual(CAUSALE_MAX);
    expect(lunga.startsWith('Ordine 1A2B3C4D - Maria')).toBe(true);
  });

  it('draws codes of 8 unambiguous characters', () => {
    const codici = Array.from({ length: 1000 }, nuovoCodice);
    for (const codice of codici) expect(codice).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${LUNGHEZZA_CODICE}}$`));
    expect(new Set(codici).size).toBe(codici.length);
  });
});
