import type { StatoOrdine } from '@ricambiamo/contracts';
import { STATI_ORDINE } from '@ricambiamo/contracts';
import { codiceDi } from '../../test/fixtures/errori';
import {
  ACQUIRENTE_ID,
  ALTRO_UTENTE_ID,
  COLONNE_OFFICINA,
  COMPLETATO_IL,
  CONSEGNATO,
  CREATO_IL,
  DOPO_UN_GIORNO,
  FINE_FINESTRA,
  FINESTRA_MS,
  MUSATA,
  ordineCompleto,
  PARAURTI,
  recesso,
  VENDITORE_ID,
} from '../../test/fixtures/ordine';
import { eFinale, eParte, importoCentesimi, recessoEntro, ricambiVenduti, verificaTransizione } from './ordine.rules';

describe('the seller’s status moves (docs/rules.md §5)', () => {
  const consentite: [StatoOrdine, StatoOrdine][] = [
    ['pending', 'processing'],
    ['pending', 'cancelled'],
    ['processing', 'completed'],
    ['processing', 'cancelled'],
  ];

  it.each(consentite)('allows %s → %s', (da, a) => {
    expect(() => verificaTransizione(da, a)).not.toThrow();
  });

  const rifiutate = STATI_ORDINE.flatMap((da) =>
    STATI_ORDINE.filter((a) => !consentite.some(([d, x]) => d === da && x === a)).map((a): [StatoOrdine, StatoOrdine] => [da, a]),
  );

  it.each(rifiutate)('refuses %s → %s: completing needs the transfer first, completed and cancelled are final', (da, a) => {
    expect(codiceDi(() => verificaTransizione(da, a))).toBe('ORDER_STATUS_INVALID');
  });

  it('calls completed and cancelled final, the statuses whose parts are then settled with catalogue', () => {
    expect(STATI_ORDINE.filter(eFinale)).toEqual(['completed', 'cancelled']);
  });
});

describe('who sees an order', () => {
  it('is its buyer and its seller, nobody else', () => {
    const ordine = ordineCompleto();
    expect(eParte(ordine, ACQUIRENTE_ID)).toBe(true);
    expect(eParte(ordine, VENDITORE_ID)).toBe(true);
    expect(eParte(ordine, ALTRO_UTENTE_ID)).toBe(false);
  });
});

describe('amounts', () => {
  it('add price and shipping of every part, in cents', () => {
    expect(importoCentesimi(ordineCompleto().ricambi)).toBe(12_000 + 990 + 4_500 + 500);
    expect(importoCentesimi([])).toBe(0);
  });
});

describe('the parts a listing sold', () => {
  it('are every part of an open order, dated when it was placed, with the buyer', () => {
    const venduti = ricambiVenduti(ordineCompleto(['pending', 'processing']));
    expect(venduti.map((v) => v.ricambioId)).toEqual([MUSATA, PARAURTI]);
    expect(venduti[0]).toEqual({
      ricambioId: MUSATA,
      nome: 'Musata',
      prezzoCentesimi: 12_000,
      spedizioneCentesimi: 990,
      ordineId: ordineCompleto().id,
      codice: '1A2B3C4D',
      stato: 'processing',
      data: CREATO_IL.toISOString(),
      acquirente: { nome: 'Giulia Bianchi', email: 'giulia@example.it' },
    });
  });

  it('are dated at completion once the order is completed', () => {
    const [musata] = ricambiVenduti(ordineCompleto(CONSEGNATO));
    expect(musata).toMatchObject({ stato: 'completed', data: COMPLETATO_IL.toISOString() });
  });

  it('still count parts a withdrawal brought back until the seller puts them on sale again', () => {
    const resoTenuto = ordineCompleto(CONSEGNATO, { recesso: recesso('ricevuto') });
    expect(ricambiVenduti(resoTenuto).map((v) => v.ricambioId)).toEqual([MUSATA, PARAURTI]);
    const rimesso = ordineCompleto(CONSEGNATO, { recesso: recesso('ricevuto', true) });
    expect(ricambiVenduti(rimesso).map((v) => v.ricambioId)).toEqual([PARAURTI]);
  });
});

describe('the withdrawal window', () => {
  it('runs GIORNI_RECESSO from delivery, the seller marking the order completed', () => {
    expect(recessoEntro(ordineCompleto(CONSEGNATO), FINESTRA_MS, DOPO_UN_GIORNO)).toEqual(new Date(FINE_FINESTRA));
  });

  it('ends at its last millisecond', () => {
    expect(recessoEntro(ordineCompleto(CONSEGNATO), FINESTRA_MS, FINE_FINESTRA - 1)).toEqual(new Date(FINE_FINESTRA));
    expect(recessoEntro(ordineCompleto(CONSEGNATO), FINESTRA_MS, FINE_FINESTRA)).toBeNull();
  });

  it('is not open before delivery', () => {
    expect(recessoEntro(ordineCompleto(['pending', 'processing']), FINESTRA_MS, DOPO_UN_GIORNO)).toBeNull();
    expect(recessoEntro(ordineCompleto(['pending', 'cancelled']), FINESTRA_MS, DOPO_UN_GIORNO)).toBeNull();
  });

  it('needs the delivery in the order’s history', () => {
    const senzaConsegna = ordineCompleto(['pending'], { stato: 'completed' });
    expect(recessoEntro(senzaConsegna, FINESTRA_MS, DOPO_UN_GIORNO)).toBeNull();
  });

  it('is never open to a declared repair business, nor after a withdrawal', () => {
    expect(recessoEntro(ordineCompleto(CONSEGNATO, COLONNE_OFFICINA), FINESTRA_MS, DOPO_UN_GIORNO)).toBeNull();
    expect(recessoEntro(ordineCompleto(CONSEGNATO, { recesso: recesso('richiesto') }), FINESTRA_MS, DOPO_UN_GIORNO)).toBeNull();
  });
});
