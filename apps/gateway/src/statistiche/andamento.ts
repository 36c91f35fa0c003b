import type { AutoPiuVistaDto, RicambioPiuVendutoDto, VenditeVenditoreDto, VisualizzazioniVenditoreDto } from '@ricambiamo/contracts';
import { conversione } from '@ricambiamo/contracts';

export interface SettimanaAndamento {
  settimana: string;
  ordini: number;
  venditeCentesimi: number;
  visualizzazioni: number;
  conversione: number | null;
}

export interface TotaliAndamento {
  ordini: number;
  venditeCentesimi: number;
  visualizzazioni: number;
  conversione: number | null;
}

/** What /venditore/statistiche shows (docs/rules.md §3.15): orders' weeks and catalogue's, side by side. */
export interface AndamentoVenditoreDto {
  settimane: SettimanaAndamento[];
  totali: TotaliAndamento;
  ricambiPiuVenduti: RicambioPiuVendutoDto[];
  autoPiuViste: AutoPiuVistaDto[];
}

/**
 * Orders' weeks with catalogue's views of the same week, and the conversion of each. Both services name the same
 * weeks (settimaneStatistiche); should a call straddle Monday midnight, orders' weeks lead and a week catalogue did not
 * name has no views, rather than the chart mixing two windows.
 */
export function andamento(vendite: VenditeVenditoreDto, viste: VisualizzazioniVenditoreDto): AndamentoVenditoreDto {
  const vistePerSettimana = new Map(viste.settimane.map((s) => [s.settimana, s.visualizzazioni]));
  const settimane = vendite.settimane.map(({ settimana, ordini, venditeCentesimi }) => {
    const visualizzazioni = vistePerSettimana.get(settimana) ?? 0;
    return { settimana, ordini, venditeCentesimi, visualizzazioni, conversione: conversione(ordini, visualizzazioni) };
  });
  const somma = (campo: 'ordini' | 'venditeCentesimi' | 'visualizzazioni') => settimane.reduce((totale, s) => totale + s[campo], 0);
  const totali = { ordini: somma('ordini'), venditeCentesimi: somma('venditeCentesimi'), visualizzazioni: somma('visualizzazioni') };
  return {
    settimane,
    totali: { ...totali, conversione: conversione(totali.ordini, totali.visualizzazioni) },
    ricambiPiuVenduti: vendite.ricambiPiuVenduti,
    autoPiuViste: viste.autoPiuViste,
  };
}
