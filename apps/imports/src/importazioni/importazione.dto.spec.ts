import { avanzamento, conteggiAnteprima, messaggioRiga } from './importazione.dto';

describe('an import as the seller reads it', () => {
  it('counts the preview by outcome and the progress by result', () => {
    const righe = [
      { esito: 'nuova', risultato: 'creata' },
      { esito: 'nuova', risultato: 'da_fare' },
      { esito: 'modificata', risultato: 'aggiornata' },
      { esito: 'invariata', risultato: 'invariata' },
      { esito: 'rimossa', risultato: 'non_riuscita' },
      { esito: 'errore', risultato: 'non_riuscita' },
    ];
    expect(conteggiAnteprima(righe)).toEqual({ nuove: 2, modificate: 1, invariate: 1, rimosse: 1, errori: 1 });
    expect(avanzamento(righe)).toEqual({ totale: 6, fatte: 5, create: 1, aggiornate: 1, rimosse: 0, fallite: 2 });
  });

  it("gives a row's reason, or its preview's errors with their columns", () => {
    expect(messaggioRiga('Inserzione non trovata', [])).toBe('Inserzione non trovata');
    expect(
      messaggioRiga(null, [
        { riga: 3, colonna: 'anno', messaggio: 'Anno non valido' },
        { riga: 3, colonna: null, messaggio: 'Seleziona almeno un ricambio' },
      ]),
    ).toBe('anno: Anno non valido; Seleziona almeno un ricambio');
  });
});
