import { CODICI_RECUPERO, codiceSecondoFattoreField } from '@ricambiamo/contracts';
import { nuoviCodiciRecupero, senzaTrattino } from './codici-recupero';

describe('recovery codes', () => {
  it('are CODICI_RECUPERO distinct codes of ten base32 characters, grouped by five', () => {
    const codici = nuoviCodiciRecupero();
    expect(codici).toHaveLength(CODICI_RECUPERO);
    expect(new Set(codici).size).toBe(CODICI_RECUPERO);
    for (const codice of codici) expect(codice).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it('are read back as given, in capitals or with spaces, the way the form normalises them', () => {
    const [codice] = nuoviCodiciRecupero();
    for (const scritto of [codice, codice.toUpperCase(), codice.replace('-', ' '), ` ${codice} `]) {
      expect(codiceSecondoFattoreField.parse(scritto)).toBe(senzaTrattino(codice));
    }
    expect(codiceSecondoFattoreField.safeParse('123 456').data).toBe('123456');
    expect(codiceSecondoFattoreField.safeParse('12345').success).toBe(false);
    expect(codiceSecondoFattoreField.safeParse('abcde-fghi1').success).toBe(false);
  });
});
