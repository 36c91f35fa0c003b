import { formattaEuro, formattaNumero, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import type { AndamentoVenditore } from '../api/andamento.query';
import { disegno, SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;
const DisegnoRicambi = disegno('DisegnoRicambi');

/** The part names sold most over the weeks, as horizontal bars of how many were sold. */
export function GraficoRicambi({ ricambi }: { ricambi: AndamentoVenditore['ricambiPiuVenduti'] }) {
  const tabella = (
    <TabellaGrafico
      titolo={T.graficoRicambi}
      colonne={[T.asseRicambio, T.asseQuantita, T.totaleVendite]}
      righe={ricambi.map((r) => [r.nome, formattaNumero(r.quantita), formattaEuro(r.venditeCentesimi)])}
    />
  );
  if (ricambi.length === 0) {
    return (
      <SchedaGrafico titolo={T.graficoRicambi} tabella={null}>
        <p className="flex h-full items-center justify-center text-sm text-slate-500">{T.nessunRicambio}</p>
      </SchedaGrafico>
    );
  }
  return (
    <SchedaGrafico titolo={T.graficoRicambi} tabella={tabella}>
      <DisegnoRicambi dati={ricambi} />
    </SchedaGrafico>
  );
}
