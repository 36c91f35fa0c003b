import { etichettaSettimana, formattaNumero, settimanaEstesa, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SettimanaStatistiche } from '../api/andamento.query';
import { COLORI, DIMENSIONE_INIZIALE, STILE_ASSE, animato } from './grafici';
import { SchedaGrafico, TabellaGrafico } from './SchedaGrafico';

const T = TESTI_STATISTICHE;

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
      <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
        <BarChart data={dati} margin={{ top: 8, right: 4, bottom: 8, left: 4 }}>
          <CartesianGrid stroke={COLORI.griglia} vertical={false} />
          <XAxis dataKey="settimana" tick={STILE_ASSE} interval="preserveStartEnd" minTickGap={8} />
          <YAxis
            allowDecimals={false}
            tick={STILE_ASSE}
            width={44}
            label={{ value: T.asseVisualizzazioni, angle: -90, position: 'insideLeft', style: STILE_ASSE }}
          />
          <Tooltip formatter={(valore) => formattaNumero(Number(valore))} />
          <Bar isAnimationActive={animato()} dataKey="visualizzazioni" name={T.asseVisualizzazioni} fill={COLORI.primario} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </SchedaGrafico>
  );
}
