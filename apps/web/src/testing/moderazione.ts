import type { Caso } from '../modules/operatore/api/moderazione.queries';

const CASO_ID = '7d2c6a34-1f1e-4b59-8f1c-5a0e2c1b9a01';
const AUTO_ID = '2f6c3f60-3a4b-4f0b-9a9e-6d1b2c3d4e5f';

/** An open case of a listing with two reports, one from a visitor who gave an e-mail and one from a signed-in buyer. */
export const casoAperto = (override: Partial<Caso> = {}): Caso => ({
  id: CASO_ID,
  oggetto: 'inserzione',
  oggettoId: AUTO_ID,
  stato: 'aperto',
  interessatoId: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  createdAt: '2026-11-29T09:00:00.000Z',
  istantanea: {
    titolo: 'Fiat Panda 2012',
    link: `/inserzione/${AUTO_ID}`,
    righe: [
      { etichetta: 'Venditore', valore: 'Ricambi Reno' },
      { etichetta: 'Cambio', valore: '350,00 € · OEM 55241434' },
    ],
  },
  segnalazioni: [
    {
      id: 'a1a1a1a1-1111-4111-8111-111111111111',
      motivo: 'illegale',
      spiegazione: 'Il cambio risulta rubato da un’officina di Modena.',
      nome: 'Mario Bianchi',
      email: 'mario@example.com',
      utenteId: null,
      createdAt: '2026-11-29T09:00:00.000Z',
    },
    {
      id: 'b2b2b2b2-2222-4222-8222-222222222222',
      motivo: 'frode',
      spiegazione: 'Chiede il pagamento fuori dal sito.',
      nome: null,
      email: null,
      utenteId: '5b0f2f5e-4a36-4a59-9d1f-0c3c8d4f5a99',
      createdAt: '2026-11-29T10:00:00.000Z',
    },
  ],
  decisione: null,
  provvedimento: null,
  ...override,
});

/** The same case once decided by `operatoreId`, hidden with its statement of reasons, and appealed. */
export const casoConRicorso = (operatoreId: string): Caso => ({
  ...casoAperto(),
  stato: 'deciso',
  decisione: { azione: 'nascondi_inserzione', fatti: 'Il cambio risulta rubato.', fondamento: 'termini_4_1', operatoreId, decisoIl: '2026-11-29T11:00:00.000Z' },
  provvedimento: {
    id: 'c3c3c3c3-3333-4333-8333-333333333333',
    casoId: CASO_ID,
    azione: 'nascondi_inserzione',
    oggetto: 'inserzione',
    oggettoId: AUTO_ID,
    titolo: 'Fiat Panda 2012',
    fatti: 'Il cambio risulta rubato.',
    fondamento: 'termini_4_1',
    automatizzata: false,
    sospesoFino: null,
    createdAt: '2026-11-29T11:00:00.000Z',
    ricorribileFino: '2027-05-29T11:00:00.000Z',
    ricorso: { testo: 'Ho la fattura di acquisto n. 123.', createdAt: '2026-11-29T12:00:00.000Z', esito: null, motivazione: null, decisoIl: null },
  },
});
