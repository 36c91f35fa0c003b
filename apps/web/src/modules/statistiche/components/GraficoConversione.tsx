import { etichettaSettimana, formattaConversione, settimanaEstesa, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import type { SettimanaStatistiche } from '../api/andamento.query';
import { disegno, SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;
const DisegnoConversione = disegno('DisegnoConversione');

/** Orders per 100 views, week by week; a week without views is a gap in the line, not a zero. */
export function GraficoConversione({ settimane }: { settimane: SettimanaStatistiche[] }) {
  const dati = settimane.map((s) => ({
    settimana: etichettaSettimana(s.settimana),
    conversione: s.conversione === null ? null : Math.round(s.conversione * 1000) / 10,
  }));
  const tabella = (
    <TabellaGrafico
      titolo={T.graficoConversione}
      colonne={[T.asseSettimana, T.totaleConversione]}
      righe={settimane.map((s) => [settimanaEstesa(s.settimana), formattaConversione(s.conversione)])}
    />
  );
  return (
    <SchedaGrafico titolo={T.graficoConversione} nota={T.conversioneSpiegazione} tabella={tabella}>
      <DisegnoConversione dati={dati} />
    </SchedaGrafico>
  );
}
