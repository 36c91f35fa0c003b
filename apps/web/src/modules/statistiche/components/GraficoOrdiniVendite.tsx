import { etichettaSettimana, formattaEuro, formattaNumero, settimanaEstesa, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SettimanaStatistiche } from '../api/andamento.query';
import { COLORI, DIMENSIONE_INIZIALE, STILE_ASSE, animato } from './grafici';
import { SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;

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
      <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
        <ComposedChart data={dati} margin={{ top: 8, right: 4, bottom: 8, left: 4 }}>
          <CartesianGrid stroke={COLORI.griglia} vertical={false} />
          <XAxis dataKey="settimana" tick={STILE_ASSE} interval="preserveStartEnd" minTickGap={8} />
          <YAxis
            yAxisId="ordini"
            allowDecimals={false}
            tick={STILE_ASSE}
            width={36}
            label={{ value: T.asseOrdini, angle: -90, position: 'insideLeft', style: STILE_ASSE }}
          />
          <YAxis
            yAxisId="vendite"
            orientation="right"
            tick={STILE_ASSE}
            width={56}
            tickFormatter={(euro: number) => formattaNumero(euro)}
            label={{ value: T.asseVendite, angle: 90, position: 'insideRight', style: STILE_ASSE }}
          />
          <Tooltip
            formatter={(valore, nome) => (nome === T.totaleVendite ? formattaEuro(Number(valore) * 100) : formattaNumero(Number(valore)))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar isAnimationActive={animato()} yAxisId="vendite" dataKey="vendite" name={T.totaleVendite} fill={COLORI.primario} radius={[4, 4, 0, 0]} />
          <Line isAnimationActive={animato()} yAxisId="ordini" dataKey="ordini" name={T.totaleOrdini} stroke={COLORI.secondario} strokeWidth={2} dot={{ r: 3 }} />
        </ComposedChart>
      </ResponsiveContainer>
    </SchedaGrafico>
  );
}
