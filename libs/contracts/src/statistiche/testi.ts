import { SETTIMANE_STATISTICHE } from './settimane';

/** The texts of /venditore/statistiche (docs/rules.md §3.15). */
export const TESTI_STATISTICHE = {
  titolo: 'Statistiche',
  descrizione: `Le tue inserzioni nelle ultime ${SETTIMANE_STATISTICHE} settimane: ordini, vendite, visualizzazioni e conversione. Gli ordini cancellati non contano.`,
  caricamento: 'Caricamento delle statistiche',
  vuoto: 'Nessun dato ancora',
  vuotoDettaglio:
    'Quando gli acquirenti guardano le tue inserzioni e ordinano i tuoi ricambi, qui trovi l’andamento settimana per settimana.',
  totali: `Ultime ${SETTIMANE_STATISTICHE} settimane`,
  totaleOrdini: 'Ordini',
  totaleVendite: 'Vendite',
  totaleVisualizzazioni: 'Visualizzazioni',
  totaleConversione: 'Conversione',
  graficoOrdini: 'Ordini e vendite per settimana',
  graficoRicambi: 'Ricambi più venduti',
  graficoVisualizzazioni: 'Visualizzazioni delle inserzioni per settimana',
  graficoConversione: 'Conversione da visualizzazioni a ordini',
  asseSettimana: 'Settimana',
  asseOrdini: 'Ordini',
  asseVendite: 'Vendite (€)',
  asseVisualizzazioni: 'Visualizzazioni',
  asseConversione: 'Conversione (%)',
  asseRicambio: 'Ricambio',
  asseQuantita: 'Venduti',
  nessunRicambio: 'Nessun ricambio venduto in queste settimane',
  nessunaVisualizzazione: 'Nessuna visualizzazione in queste settimane',
  conversioneSpiegazione:
    'Ordini ricevuti ogni 100 visualizzazioni delle tue inserzioni nella stessa settimana; senza visualizzazioni non si calcola.',
  visualizzazioniSpiegazione:
    'Un visitatore conta una volta al giorno per inserzione; le tue visite alle tue inserzioni non contano.',
  autoPiuViste: 'Inserzioni più viste',
  nonCalcolabile: '—',
} as const;

/** "24 nov": a week by its Monday, on the charts' axis. */
const giornoMese = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const etichettaSettimana = (lunedi: string): string => giornoMese.format(new Date(`${lunedi}T00:00:00Z`));

/** "Settimana dal 24 novembre 2026": a week in full, for tooltips and the tables read aloud. */
const giornoMeseAnno = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const settimanaEstesa = (lunedi: string): string => `Settimana dal ${giornoMeseAnno.format(new Date(`${lunedi}T00:00:00Z`))}`;

/** A conversion as a percentage, "2,5%", or the dash when it cannot be computed. */
const percento = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });
export const formattaConversione = (conversione: number | null): string =>
  conversione === null ? TESTI_STATISTICHE.nonCalcolabile : percento.format(conversione);
