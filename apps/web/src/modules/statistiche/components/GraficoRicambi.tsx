import { formattaEuro, formattaNumero, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AndamentoVenditore } from '../api/andamento.query';
import { COLORI, DIMENSIONE_INIZIALE, STILE_ASSE, animato } from './grafici';
import { SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;

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
      <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
        <BarChart data={ricambi} layout="vertical" margin={{ top: 8, right: 16, bottom: 16, left: 4 }}>
          <CartesianGrid stroke={COLORI.griglia} horizontal={false} />
          <XAxis
            type="number"
            allowDecimals={false}
            tick={STILE_ASSE}
            label={{ value: T.asseQuantita, position: 'insideBottom', offset: -8, style: STILE_ASSE }}
          />
          <YAxis type="category" dataKey="nome" tick={STILE_ASSE} width={110} />
          <Tooltip formatter={(valore) => formattaNumero(Number(valore))} />
          <Bar isAnimationActive={animato()} dataKey="quantita" name={T.asseQuantita} fill={COLORI.primario} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </SchedaGrafico>
  );
}
