import { etichettaSettimana, formattaEuro, formattaNumero, settimanaEstesa, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import type { SettimanaStatistiche } from '../api/andamento.query';
import { disegno, SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;
const DisegnoOrdiniVendite = disegno('DisegnoOrdiniVendite');

/** Orders (a line, left axis) and sales in euro (bars, right axis) per week. */
export function GraficoOrdiniVendite({ settimane }: { settimane: SettimanaStatistiche[] }) {
  const dati = settimane.map((s) => ({ settimana: etichettaSettimana(s.settimana), ordini: s.ordini, vendite: s.venditeCentesimi / 100 }));
  const tabella = (
    <TabellaGrafico
      titolo={T.graficoOrdini}
      colonne={[T.asseSettimana, T.asseOrdini, T.totaleVendite]}
      righe={settimane.map((s) => [settimanaEstesa(s.settimana), formattaNumero(s.ordini), formattaEuro(s.venditeCentesimi)])}
    />
  );
  return (
    <SchedaGrafico titolo={T.graficoOrdini} tabella={tabella}>
      <DisegnoOrdiniVendite dati={dati} />
    </SchedaGrafico>
  );
}
