import type { LivelloCompatibilita, MotivoRecesso, StatoRecesso } from '@ricambiamo/contracts';
import { MESSAGGI_RECESSO, MOTIVI_RECESSO, STATI_RECESSO } from '@ricambiamo/contracts';
import { codiceDi } from '../../test/fixtures/errori';
import {
  COLONNE_OFFICINA,
  CONSEGNATO,
  DOPO_UN_GIORNO,
  FINE_FINESTRA,
  FINESTRA_MS,
  MUSATA,
  ordineCompleto,
  PARAURTI,
  recesso,
} from '../../test/fixtures/ordine';
import type { PassoRecesso } from './recesso.rules';
import { nuovoRecesso, passoRecesso } from './recesso.rules';

const ripensamento = (ricambiIds: string[]) => ({ ricambiIds, motivo: 'ripensamento' as const });

describe('the buyer’s withdrawal', () => {
  it('takes the parts chosen, in the order’s order, and refunds their price plus shipping', () => {
    const ordine = ordineCompleto(CONSEGNATO);
    expect(nuovoRecesso(ordine, ripensamento([MUSATA]), FINESTRA_MS, DOPO_UN_GIORNO)).toEqual({
      ricambiIds: [MUSATA],
      importoCentesimi: 12_990,
      erroreVenditore: false,
    });
    expect(nuovoRecesso(ordine, ripensamento([PARAURTI, MUSATA]), FINESTRA_MS, DOPO_UN_GIORNO)).toEqual({
      ricambiIds: [MUSATA, PARAURTI],
      importoCentesimi: 12_990 + 5_000,
      erroreVenditore: false,
    });
  });

  it('is not allowed before delivery', () => {
    for (const stati of [['pending'], ['pending', 'processing'], ['pending', 'cancelled']] as const) {
      expect(codiceDi(() => nuovoRecesso(ordineCompleto(stati), ripensamento([MUSATA]), FINESTRA_MS, DOPO_UN_GIORNO))).toBe('WITHDRAWAL_NOT_ALLOWED');
    }
  });

  it('is not allowed to a declared repair business, which buys as a business, even once the window is over', () => {
    const aziendale = ordineCompleto(CONSEGNATO, COLONNE_OFFICINA);
    expect(codiceDi(() => nuovoRecesso(aziendale, ripensamento([MUSATA]), FINESTRA_MS, DOPO_UN_GIORNO))).toBe('WITHDRAWAL_NOT_ALLOWED');
    expect(codiceDi(() => nuovoRecesso(aziendale, ripensamento([MUSATA]), FINESTRA_MS, FINE_FINESTRA))).toBe('WITHDRAWAL_NOT_ALLOWED');
  });

  it('is asked once', () => {
    const ritirato = ordineCompleto(CONSEGNATO, { recesso: recesso('richiesto') });
    expect(codiceDi(() => nuovoRecesso(ritirato, ripensamento([PARAURTI]), FINESTRA_MS, DOPO_UN_GIORNO))).toBe('WITHDRAWAL_EXISTS');
  });

  it('is over with the window', () => {
    expect(codiceDi(() => nuovoRecesso(ordineCompleto(CONSEGNATO), ripensamento([MUSATA]), FINESTRA_MS, FINE_FINESTRA))).toBe('WITHDRAWAL_EXPIRED');
  });

  it('names only parts of this order', () => {
    const estraneo = '6b7c8d9e-0f1a-4b2c-9d4e-5f6a7b8c9d0e';
    expect(() => nuovoRecesso(ordineCompleto(CONSEGNATO), ripensamento([MUSATA, estraneo]), FINESTRA_MS, DOPO_UN_GIORNO)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { ricambiIds: MESSAGGI_RECESSO.ricambi } }),
    );
  });
});

describe('the return shipping of a withdrawal (docs/rules.md §1)', () => {
  /** A delivered order whose front end was bought with `musata`'s fit and whose bumper with `paraurti`'s. */
  const consegnatoCon = (musata: LivelloCompatibilita | null, paraurti: LivelloCompatibilita | null = null) => {
    const ordine = ordineCompleto(CONSEGNATO);
    const conLivello = (livello: LivelloCompatibilita | null) =>
      livello
        ? { compatibilitaLivello: livello, compatibilitaMotivo: 'stessa marca e modello, anni 2010–2014, benzina, 1242 cc' }
        : { compatibilitaLivello: null, compatibilitaMotivo: null };
    const [prima, seconda] = ordine.ricambi;
    return { ...ordine, ricambi: [{ ...prima, ...conLivello(musata) }, { ...seconda, ...conLivello(paraurti) }] };
  };
  const errore = (ordine: ReturnType<typeof consegnatoCon>, ricambiIds: string[], motivo: MotivoRecesso) =>
    nuovoRecesso(ordine, { ricambiIds, motivo }, FINESTRA_MS, DOPO_UN_GIORNO).erroreVenditore;

  it('is the seller’s when a part bought as Compatibile goes back as not fitting', () => {
    expect(errore(consegnatoCon('compatibile'), [MUSATA], 'non-compatibile')).toBe(true);
    // One such part among those going back is enough.
    expect(errore(consegnatoCon('compatibile', 'da_verificare'), [MUSATA, PARAURTI], 'non-compatibile')).toBe(true);
  });

  it.each(MOTIVI_RECESSO.filter((motivo) => motivo !== 'non-compatibile'))('is the customer’s for "%s", even for a part bought as Compatibile', (motivo) => {
    expect(errore(consegnatoCon('compatibile', 'compatibile'), [MUSATA, PARAURTI], motivo)).toBe(false);
  });

  it.each([['probabile'], ['da_verificare'], [null]] as const)(
    'is the customer’s for a part bought as %s that does not fit: no fit was promised',
    (livello) => {
      expect(errore(consegnatoCon(livello), [MUSATA], 'non-compatibile')).toBe(false);
    },
  );

  it('looks only at the parts going back', () => {
    expect(errore(consegnatoCon('compatibile', 'probabile'), [PARAURTI], 'non-compatibile')).toBe(false);
  });
});

describe('the seller’s steps', () => {
  const adesso = new Date('2025-03-10T10:00:00Z');
  const consegnato = (stato: StatoRecesso, ricambiDaRegolare = false) => ordineCompleto(CONSEGNATO, { recesso: recesso(stato), ricambiDaRegolare });

  it.each([
    ['richiesto', 'accettato', 'accettatoIl'],
    ['accettato', 'ricevuto', 'ricevutoIl'],
    ['ricevuto', 'rimborsato', 'rimborsatoIl'],
  ] as const)('go from %s to %s, recording when', (da, a, colonna) => {
    expect(passoRecesso(consegnato(da), { stato: a }, adesso)).toEqual({
      dati: { stato: a, [colonna]: adesso },
      rimetti: null,
      regolaPrima: false,
    });
  });

  const fuoriPasso = STATI_RECESSO.flatMap((da) =>
    (['accettato', 'ricevuto', 'rimborsato'] as const).filter((a) => STATI_RECESSO.indexOf(a) !== STATI_RECESSO.indexOf(da) + 1).map((a) => [da, a] as const),
  );

  it.each(fuoriPasso)('refuse %s → %s: one step at a time, rimborsato the last', (da, a) => {
    expect(codiceDi(() => passoRecesso(consegnato(da), { stato: a }, adesso))).toBe('WITHDRAWAL_STATUS_INVALID');
  });

  it('need a withdrawal', () => {
    expect(codiceDi(() => passoRecesso(ordineCompleto(CONSEGNATO), { stato: 'accettato' }, adesso))).toBe('WITHDRAWAL_STATUS_INVALID');
  });

  it('put the returned parts on sale again when the seller asks, with the parts received', () => {
    expect(passoRecesso(consegnato('accettato'), { stato: 'ricevuto', rimettiInVendita: true }, adesso)).toEqual({
      dati: { stato: 'ricevuto', ricevutoIl: adesso, rimessiInVendita: true },
      rimetti: [MUSATA],
      regolaPrima: false,
    });
  });

  it('sell the order’s parts in catalogue first when its completion has not yet, and only to relist them', () => {
    const passo = (rimettiInVendita: boolean | null) =>
      passoRecesso(consegnato('accettato', true), { stato: 'ricevuto' satisfies PassoRecesso, rimettiInVendita }, adesso);
    expect(passo(true)).toMatchObject({ rimetti: [MUSATA], regolaPrima: true });
    for (const nonRimettere of [false, null]) {
      expect(passo(nonRimettere)).toEqual({ dati: { stato: 'ricevuto', ricevutoIl: adesso }, rimetti: null, regolaPrima: false });
    }
  });
});
