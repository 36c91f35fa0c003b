import { CONTATTO_NASCOSTO as X, mascheraContatti } from './mascheramento';

describe('mascheraContatti', () => {
  it.each([
    ['Scrivimi a mario.rossi@gmail.com per altro', `Scrivimi a ${X} per altro`],
    ['chiama il 333 123 4567 dopo le 18', `chiama il ${X} dopo le 18`],
    ['tel. +39 051-123456', `tel. ${X}`],
    ['0039 3331234567', X],
    ['(051) 12.34.56', X],
    ['3331234567', X],
    ['051/123456', X],
    ['mail: officina_bo@pec.it.', `mail: ${X}.`],
  ])('masks %s', (testo, atteso) => {
    expect(mascheraContatti(testo)).toBe(atteso);
  });

  it.each([
    'Motore 169A4000 perfetto, 120000 km',
    'Anno 2012, pagato 450 euro, arrivato in 3 giorni',
    'Codice OEM 51810719 come descritto',
    'Ricambio ottimo, 5 stelle',
    'Cambio 0AM300041 della Golf VW20 TDI 150 CV',
    'Spedito il 03/05/2026 alle 10.30',
  ])('leaves %s as it is', (testo) => {
    expect(mascheraContatti(testo)).toBe(testo);
  });

  it.each(['IT60 X054 2811 1010 0000 0123 456', 'IT60X0542811101000000123456'])('masks the IBAN %s whole', (iban) => {
    expect(mascheraContatti(`bonifico su ${iban} grazie`)).toBe(`bonifico su ${X} grazie`);
  });
});
