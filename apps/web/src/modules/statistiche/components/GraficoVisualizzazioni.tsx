import { etichettaSettimana, formattaNumero, settimanaEstesa, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import type { SettimanaStatistiche } from '../api/andamento.query';
import { disegno, SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;
const DisegnoVisualizzazioni = disegno('DisegnoVisualizzazioni');

/** Views of the seller's listing pages per week, one per visitor, listing and day. */
export function GraficoVisualizzazioni({ settimane }: { settimane: SettimanaStatistiche[] }) {
  const dati = settimane.map((s) => ({ settimana: etichettaSettimana(s.settimana), visualizzazioni: s.visualizzazioni }));
  const tabella = (
    <TabellaGrafico
      titolo={T.graficoVisualizzazioni}
      colonne={[T.asseSettimana, T.asseVisualizzazioni]}
      righe={settimane.map((s) => [settimanaEstesa(s.settimana), formattaNumero(s.visualizzazioni)])}
    />
  );
  return (
    <SchedaGrafico titolo={T.graficoVisualizzazioni} nota={T.visualizzazioniSpiegazione} tabella={tabella}>
      <DisegnoVisualizzazioni dati={dati} />
    </SchedaGrafico>
  );
}
