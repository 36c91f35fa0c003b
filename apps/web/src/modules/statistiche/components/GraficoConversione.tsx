import { etichettaSettimana, formattaConversione, settimanaEstesa, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SettimanaStatistiche } from '../api/andamento.query';
import { COLORI, DIMENSIONE_INIZIALE, STILE_ASSE, animato } from './grafici';
import { SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;

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
      <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
        <LineChart data={dati} margin={{ top: 8, right: 8, bottom: 8, left: 4 }}>
          <CartesianGrid stroke={COLORI.griglia} vertical={false} />
          <XAxis dataKey="settimana" tick={STILE_ASSE} interval="preserveStartEnd" minTickGap={8} />
          <YAxis
            tick={STILE_ASSE}
            width={44}
            tickFormatter={(percento: number) => `${percento}%`}
            label={{ value: T.asseConversione, angle: -90, position: 'insideLeft', style: STILE_ASSE }}
          />
          <Tooltip formatter={(valore) => formattaConversione(Number(valore) / 100)} />
          <Line isAnimationActive={animato()} dataKey="conversione" name={T.totaleConversione} stroke={COLORI.primario} strokeWidth={2} dot={{ r: 3 }} connectNulls={false} />
        </LineChart>
      </ResponsiveContainer>
    </SchedaGrafico>
  );
}
