import type { DatiAuto } from '@ricambiamo/contracts';
import type { AutoCard } from '../modules/catalogo/api/auto-card';
import type { AutoDettaglio, Ricambio } from '../modules/catalogo/api/auto-dettaglio';
import type { InserzioneVenditore } from '../modules/inserzioni/api/mie-inserzioni.query';
import type { VenditorePubblico } from '../modules/vetrina/api/venditore-pubblico.query';
import type { createFakeGateway } from './fake-gateway';
import { venditoreLoggato } from './gettoni';

export const ID_VENDITORE = '5b0f2f5e-4a36-4a59-9d1f-0c3c8d4f5a11';
export const ID_AUTO = '0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a77';
export const KEY_FOTO = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.jpg';

/** The demo car's data: what the seller types into the form, and what the API answers for the listing. */
export const DATI_AUTO_DEMO: DatiAuto = {
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  km: 128_000,
  cv: 69,
  kw: 51,
  cilindrata: 1242,
  carburante: 'benzina',
  codiceMotore: null,
};

export const autoCardDemo = (override: Partial<AutoCard> = {}): AutoCard => ({
  id: ID_AUTO,
  ...DATI_AUTO_DEMO,
  codiceMotore: '169A4000',
  telaioVerificato: true,
  immagine: KEY_FOTO,
  ricambiDisponibili: 3,
  ricambiSoloOfficine: 0,
  ricambiTotali: 4,
  venditore: {
    id: ID_VENDITORE,
    nome: 'Mario Rossi',
    nomeAttivita: 'Demolizioni Po',
    valutazione: { mediaStelle: 4.6, numeroRecensioni: 23, affidabile: true },
  },
  ...override,
});

export const inserzioneVenditoreDemo = (override: Partial<InserzioneVenditore> = {}): InserzioneVenditore => ({
  ...autoCardDemo(),
  createdAt: '2026-11-21T10:15:00.000Z',
  ...override,
});

export const ricambioDemo = (override: Partial<Ricambio> = {}): Ricambio => ({
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  nome: 'Centralina ECU',
  descrizione: null,
  prezzoCentesimi: 12_000,
  spedizioneCentesimi: 990,
  disponibile: true,
  grado: 'A',
  garanziaGiorni: 30,
  codiceOem: '55195817',
  codiceCambio: null,
  ...override,
});

export const autoDettaglioDemo = (override: Partial<AutoDettaglio> = {}): AutoDettaglio => {
  const { immagine, ...card } = autoCardDemo();
  return {
    ...card,
    numeroTelaio: 'ZFA31200000123456',
    descrizione: 'Incidentata sul posteriore, motore perfetto.',
    immagini: immagine ? [immagine] : [],
    ricambi: [
      ricambioDemo(),
      ricambioDemo({
        id: 'a1a1a1a1-0000-4000-8000-000000000002',
        nome: 'Motore completo',
        prezzoCentesimi: 85_000,
        spedizioneCentesimi: 5_000,
        grado: 'B',
        garanziaGiorni: 0,
        codiceOem: null,
      }),
      ricambioDemo({
        id: 'a1a1a1a1-0000-4000-8000-000000000003',
        nome: 'Cambio',
        prezzoCentesimi: 30_000,
        spedizioneCentesimi: 2_500,
        disponibile: false,
        grado: null,
        garanziaGiorni: 0,
        codiceOem: null,
        codiceCambio: 'C514',
      }),
    ],
    ...override,
  };
};

const orario = (apertura: string, chiusura: string, chiuso = false) => ({ apertura, chiusura, chiuso });

export const venditorePubblicoDemo = (override: Partial<VenditorePubblico> = {}): VenditorePubblico => ({
  id: ID_VENDITORE,
  nome: 'Mario Rossi',
  nomeAttivita: 'Demolizioni Po',
  commerciante: null,
  email: 'info@demolizionipo.it',
  telefono: '+39 0532 123456',
  createdAt: '2024-03-15T10:00:00.000Z',
  indirizzo: 'Via Emilia 12',
  citta: 'Ferrara',
  cap: '44121',
  provincia: 'FE',
  descrizione: 'Autodemolizione dal 1985.',
  bannerImage: null,
  logoImage: null,
  orari: {
    lunedi: orario('08:00', '18:00'),
    martedi: orario('08:00', '18:00'),
    mercoledi: orario('08:00', '18:00'),
    giovedi: orario('08:00', '18:00'),
    venerdi: orario('08:00', '18:00'),
    sabato: orario('08:00', '12:00'),
    domenica: orario('08:00', '12:00', true),
  },
  ...override,
});

/** The seller dashboard's stat cards' answer. */
export const statisticheVenditore = (override: Partial<{ inserzioni: number; ricambi: number; ordini: number; venditeCentesimi: number }> = {}) => ({
  data: { statisticheVenditore: { inserzioni: 0, ricambi: 0, ordini: 0, venditeCentesimi: 0, ...override } },
});

/** A logged-in seller whose listing calls answer with no listings, and no orders, unless the test says otherwise. */
export const venditoreConInserzioni = (handlers: Parameters<typeof createFakeGateway>[0] = {}) =>
  venditoreLoggato({
    MieAuto: () => ({ data: { mieAuto: [] } }),
    StatisticheVenditore: () => statisticheVenditore(),
    OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [] } }),
    // The listings table's Area column: no car in any yard area.
    AutoInParco: () => ({ data: { autoInParco: [] } }),
    ...handlers,
  });

/** A search with a filter of each kind, and the address that carries it (the home's form types these). */
export const FILTRI_DEMO = {
  q: 'centralina',
  marca: 'Fiat',
  carburante: 'diesel',
  annoDa: 2005,
  kmA: 150_000,
  cilindrata: 1248,
  soloDisponibili: true,
} as const;
export const INDIRIZZO_FILTRI_DEMO = 'q=centralina&marca=Fiat&carburante=diesel&annoDa=2005&kmA=150000&cilindrata=1248&soloDisponibili=1';

/** The search answer for the given cards, one page. */
export const risultatiRicerca = (items: AutoCard[], override: { total?: number; totaleEsatto?: boolean; page?: number } = {}) => ({
  data: {
    cercaAuto: {
      items,
      total: override.total ?? items.length,
      totaleEsatto: override.totaleEsatto ?? true,
      page: override.page ?? 1,
      pageSize: 12,
    },
  },
});
