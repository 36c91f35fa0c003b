import type { AndamentoVenditore } from '../modules/statistiche/api/andamento.query';
import type { DomandaZona } from '../modules/statistiche/api/domanda.query';
import { ID_AUTO } from './catalogo';
import type { createFakeGateway } from './fake-gateway';
import { venditoreLoggato } from './gettoni';

/** The 12 Mondays of the weeks ending with 23 November 2026. */
export const SETTIMANE_DEMO = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10));

const vuota = (settimana: string) => ({ settimana, ordini: 0, venditeCentesimi: 0, visualizzazioni: 0, conversione: null });

/** A seller with views for three weeks, two orders in one of them and one in another. */
export const andamentoDemo = (override: Partial<AndamentoVenditore> = {}): AndamentoVenditore => ({
  settimane: SETTIMANE_DEMO.map((settimana, i) => {
    if (i === 9) return { settimana, ordini: 0, venditeCentesimi: 0, visualizzazioni: 12, conversione: 0 };
    if (i === 10) return { settimana, ordini: 2, venditeCentesimi: 131_000, visualizzazioni: 40, conversione: 0.05 };
    if (i === 11) return { settimana, ordini: 1, venditeCentesimi: 15_050, visualizzazioni: 0, conversione: null };
    return vuota(settimana);
  }),
  totali: { ordini: 3, venditeCentesimi: 146_050, visualizzazioni: 52, conversione: 3 / 52 },
  ricambiPiuVenduti: [
    { nome: 'Cambio', quantita: 2, venditeCentesimi: 100_000 },
    { nome: 'Centralina ECU', quantita: 1, venditeCentesimi: 15_050 },
  ],
  autoPiuViste: [{ autoId: ID_AUTO, marca: 'Fiat', modello: 'Panda', anno: 2012, visualizzazioni: 52 }],
  ...override,
});

/** Nothing yet: twelve empty weeks. */
export const andamentoVuoto = (): AndamentoVenditore => ({
  settimane: SETTIMANE_DEMO.map(vuota),
  totali: { ordini: 0, venditeCentesimi: 0, visualizzazioni: 0, conversione: null },
  ricambiPiuVenduti: [],
  autoPiuViste: [],
});

/** Emilia-Romagna's demand: a model asked for and searched for, a make searched for alone, a model only asked for, two parts. */
export const domandaDemo = (override: Partial<DomandaZona> = {}): DomandaZona => ({
  regione: 'Emilia-Romagna',
  modelli: [
    { marca: 'Fiat', modello: 'Panda', richieste: 3, ricerche: 5 },
    { marca: 'Alfa Romeo', modello: null, richieste: 0, ricerche: 2 },
    { marca: 'Lancia', modello: 'Ypsilon', richieste: 1, ricerche: 0 },
  ],
  ricambi: [
    { nome: 'Cambio', richieste: 4 },
    { nome: 'Centralina ECU', richieste: 1 },
  ],
  ...override,
});

/** The demand card's read, answering `domanda`. */
export const conDomanda = (domanda: DomandaZona) => ({ DomandaZona: () => ({ data: { domandaZona: domanda } }) });

/** A logged-in seller whose statistics are `andamento`, and their zone's demand domandaDemo, unless a handler says otherwise. */
export const venditoreConStatistiche = (andamento: AndamentoVenditore, handlers: Parameters<typeof createFakeGateway>[0] = {}) =>
  venditoreLoggato({ AndamentoVenditore: () => ({ data: { andamentoVenditore: andamento } }), ...conDomanda(domandaDemo()), ...handlers });
