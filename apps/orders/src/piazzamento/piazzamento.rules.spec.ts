import type { PlaceOrderRequest, RicambiRiservatiDto } from '@ricambiamo/contracts';
import { placeOrderRequest } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import { codiceDi } from '../../test/fixtures/errori';
import { ACQUIRENTE_ID, ALTRO_UTENTE_ID, AUTO_ID, MUSATA, ORDINE_ID, PARAURTI, SPEDIZIONE, VENDITORE_ID } from '../../test/fixtures/ordine';
import type { Richiesta } from './piazzamento.rules';
import {
  dimenticaTentativo,
  improntaRichiesta,
  nuovoOrdine,
  ridisegnaCodice,
  riserva,
  scadenze,
  TENTATIVI_CODICE,
  verificaRipetizione,
  verificaTentativo,
} from './piazzamento.rules';

const OFFICINA = { ragioneSociale: 'Officina Rossi Snc', partitaIva: '01234567897', registro: 'BO-RA 1' };

const richiesta = (altro: Partial<PlaceOrderRequest> = {}): Richiesta =>
  placeOrderRequest.parse({
    ordineId: ORDINE_ID,
    autoId: AUTO_ID,
    ricambiIds: [MUSATA, PARAURTI],
    ...SPEDIZIONE,
    ...altro,
  });

const PANDA = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51, codiceMotore: '169A4000' } as const;
const STESSO_MOTORE = { livello: 'compatibile', motivo: 'stesso codice motore 169A4000' } as const;

/** What catalogue answered: its own names, prices and shipping, and each part's fit (one it could not work out). */
const riservati: RicambiRiservatiDto = {
  venditoreId: VENDITORE_ID,
  autoId: AUTO_ID,
  ricambi: [
    { ricambioId: MUSATA, nome: 'Musata', descrizione: null, prezzoCentesimi: 12_000, spedizioneCentesimi: 990, compatibilita: STESSO_MOTORE },
    {
      ricambioId: PARAURTI,
      nome: 'Paraurti posteriore',
      descrizione: 'Con sensori',
      prezzoCentesimi: 4_500,
      spedizioneCentesimi: 500,
      compatibilita: null,
    },
  ],
};

describe('one order per order id', () => {
  const impronta = improntaRichiesta(ACQUIRENTE_ID, richiesta());

  it('fingerprints the buyer and the content, whatever order the parts came in', () => {
    expect(improntaRichiesta(ACQUIRENTE_ID, richiesta({ ricambiIds: [PARAURTI, MUSATA] }))).toBe(impronta);
    expect(improntaRichiesta(ALTRO_UTENTE_ID, richiesta())).not.toBe(impronta);
    expect(improntaRichiesta(ACQUIRENTE_ID, richiesta({ ricambiIds: [MUSATA] }))).not.toBe(impronta);
    expect(improntaRichiesta(ACQUIRENTE_ID, richiesta({ note: 'Citofono Bianchi' }))).not.toBe(impronta);
  });

  it('answers a retry with the order already written, and refuses the id to anyone or anything else', () => {
    expect(() => verificaRipetizione({ acquirenteId: ACQUIRENTE_ID, impronta }, ACQUIRENTE_ID, impronta)).not.toThrow();
    expect(codiceDi(() => verificaRipetizione({ acquirenteId: ACQUIRENTE_ID, impronta }, ALTRO_UTENTE_ID, impronta))).toBe('ORDER_ID_REUSED');
    expect(codiceDi(() => verificaRipetizione({ acquirenteId: ACQUIRENTE_ID, impronta }, ACQUIRENTE_ID, 'altra'))).toBe('ORDER_ID_REUSED');
  });

  it('goes on only with an active attempt', () => {
    expect(() => verificaTentativo({ esito: 'attivo', richieste: 2 })).not.toThrow();
    expect(codiceDi(() => verificaTentativo({ esito: 'altro-contenuto' }))).toBe('ORDER_ID_REUSED');
    expect(codiceDi(() => verificaTentativo({ esito: 'abbandonato' }))).toBe('INTERNAL');
  });
});

describe('the reservation', () => {
  const adesso = Date.parse('2025-03-01T09:00:00Z');
  const tempi = scadenze(adesso, { PAYMENT_WINDOW_SECONDS: 24 * 3600, RPC_BUDGET_MS: 5000 });

  it('gives the payment window from now, and catalogue this hop’s share of the budget to answer', () => {
    expect(tempi).toEqual({ scadenza: new Date('2025-03-02T09:00:00Z'), entro: new Date(adesso + 2000) });
  });

  it('asks for the request’s parts, for the buyer, until the deadline', () => {
    expect(riserva(ACQUIRENTE_ID, richiesta(), { officina: null, veicolo: null }, tempi)).toEqual({
      ordineId: richiesta().ordineId,
      acquirenteId: ACQUIRENTE_ID,
      autoId: richiesta().autoId,
      ricambiIds: [MUSATA, PARAURTI],
      scadenza: '2025-03-02T09:00:00.000Z',
      entro: new Date(adesso + 2000).toISOString(),
      officina: false,
      veicolo: null,
    });
  });

  it('opens safety parts to the buyer only with the repair-business declaration identity holds', () => {
    expect(riserva(ACQUIRENTE_ID, richiesta(), { officina: OFFICINA, veicolo: null }, tempi).officina).toBe(true);
    expect(riserva(ACQUIRENTE_ID, richiesta(), { officina: null, veicolo: null }, tempi).officina).toBe(false);
  });

  it('asks for the fit of the parts for the active vehicle identity holds', () => {
    expect(riserva(ACQUIRENTE_ID, richiesta(), { officina: null, veicolo: PANDA }, tempi).veicolo).toEqual(PANDA);
  });

  it('lets the attempt go at once only when catalogue refused the order whole and no retry joined it', () => {
    for (const rifiuto of ['PARTS_UNAVAILABLE', 'SAFETY_PARTS_RESTRICTED'] as const) {
      expect(dimenticaTentativo(new DomainError(rifiuto), 1)).toBe(true);
      expect(dimenticaTentativo(new DomainError(rifiuto), 2)).toBe(false);
    }
    // A timeout may have reserved: the sweeper decides.
    expect(dimenticaTentativo(new DomainError('INTERNAL'), 1)).toBe(false);
    expect(dimenticaTentativo(new Error('PARTS_UNAVAILABLE'), 1)).toBe(false);
  });
});

describe('the order written', () => {
  const scadenza = new Date('2025-03-02T09:00:00Z');
  const piazzamento = (r: Richiesta, officina: typeof OFFICINA | null = null) =>
    nuovoOrdine({ acquirenteId: ACQUIRENTE_ID, richiesta: r, riservati, officina, scadenza, impronta: 'impronta', codice: '1A2B3C4D' });

  it('takes its seller, parts and total from catalogue’s reservation, never from the client', () => {
    const ordine = piazzamento(richiesta());
    expect(ordine).toMatchObject({
      id: richiesta().ordineId,
      codice: '1A2B3C4D',
      acquirenteId: ACQUIRENTE_ID,
      venditoreId: VENDITORE_ID,
      autoId: richiesta().autoId,
      totaleCentesimi: 12_000 + 990 + 4_500 + 500,
      scadenzaPagamento: scadenza,
      causale: 'Ordine 1A2B3C4D - Giulia Bianchi',
      impronta: 'impronta',
      ricambi: [
        { ricambioId: MUSATA, nome: 'Musata', descrizione: null, prezzoCentesimi: 12_000, spedizioneCentesimi: 990 },
        { ricambioId: PARAURTI, nome: 'Paraurti posteriore', descrizione: 'Con sensori', prezzoCentesimi: 4_500, spedizioneCentesimi: 500 },
      ],
    });
  });

  it('keeps the fit each part was bought with, level and reason, or none', () => {
    expect(piazzamento(richiesta()).ricambi).toEqual([
      expect.objectContaining({ ricambioId: MUSATA, compatibilitaLivello: 'compatibile', compatibilitaMotivo: 'stesso codice motore 169A4000' }),
      expect.objectContaining({ ricambioId: PARAURTI, compatibilitaLivello: null, compatibilitaMotivo: null }),
    ]);
  });

  it('keeps the shipping and billing data the buyer gave', () => {
    const ordine = piazzamento(richiesta({ codiceFiscale: 'RSSMRA85T10A562S', pec: 'Giulia@Pec.it', codiceSdi: 'ABC1234', note: 'Citofono Bianchi' }));
    expect(ordine).toMatchObject({
      ...SPEDIZIONE,
      codiceFiscale: 'RSSMRA85T10A562S',
      pec: 'giulia@pec.it',
      codiceSdi: 'ABC1234',
      note: 'Citofono Bianchi',
    });
  });

  it('keeps a company’s name and VAT number for a company purchase only (docs/rules.md §4)', () => {
    const aziendale = richiesta({ azienda: true, ragioneSociale: 'Bianchi Srl', partitaIva: '01234567897' });
    expect(piazzamento(aziendale)).toMatchObject({ ragioneSociale: 'Bianchi Srl', partitaIva: '01234567897' });
    const privata = richiesta({ azienda: false, ragioneSociale: 'Bianchi Srl', partitaIva: '01234567897' });
    expect(piazzamento(privata)).toMatchObject({ ragioneSociale: null, partitaIva: null });
  });

  it('records the buyer’s repair-business declaration as identity held it, or none', () => {
    expect(piazzamento(richiesta(), OFFICINA)).toMatchObject({
      officinaRagioneSociale: 'Officina Rossi Snc',
      officinaPartitaIva: '01234567897',
      officinaRegistro: 'BO-RA 1',
    });
    expect(piazzamento(richiesta())).toMatchObject({ officinaRagioneSociale: null, officinaPartitaIva: null, officinaRegistro: null });
  });

  it('draws its short code again on a taken one, TENTATIVI_CODICE times in all', () => {
    const ripetuto = Object.assign(new Error('Unique constraint failed on the fields: (`codice`)'), { code: 'P2002' });
    for (let tentativo = 1; tentativo < TENTATIVI_CODICE; tentativo++) expect(ridisegnaCodice(ripetuto, tentativo)).toBe(true);
    expect(ridisegnaCodice(ripetuto, TENTATIVI_CODICE)).toBe(false);
    expect(ridisegnaCodice(new Error('connection lost'), 1)).toBe(false);
  });
});
