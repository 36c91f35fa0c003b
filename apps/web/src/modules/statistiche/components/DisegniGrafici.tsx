import { formattaConversione, formattaEuro, formattaNumero, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AndamentoVenditore } from '../api/andamento.query';
import { COLORI, DIMENSIONE_INIZIALE, STILE_ASSE, animato } from './grafici';

/*
 * The drawings of /venditore/statistiche's charts, the only code that needs recharts: each card (SchedaGrafico) shows
 * its title and its table of figures at once and loads these with React.lazy, so recharts, the largest library of
 * the web app, comes in a chunk of its own after the page, and a test that renders the app without opening the
 * statistics does not load it (docs/performance.md#npm-test).
 */

const T = TESTI_STATISTICHE;

/** The weeks along the bottom of three charts: the first and last always named, the others as room allows. */
const ASSE_SETTIMANE = { dataKey: 'settimana', tick: STILE_ASSE, interval: 'preserveStartEnd', minTickGap: 8 } as const;

/** Orders (a line, left axis) and sales in euro (bars, right axis) per week. */
export function DisegnoOrdiniVendite({ dati }: { dati: { settimana: string; ordini: number; vendite: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
      <ComposedChart data={dati} margin={{ top: 8, right: 4, bottom: 8, left: 4 }}>
        <CartesianGrid stroke={COLORI.griglia} vertical={false} />
        <XAxis {...ASSE_SETTIMANE} />
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
  );
}

/** The part names sold most, as horizontal bars of how many were sold. */
export function DisegnoRicambi({ dati }: { dati: AndamentoVenditore['ricambiPiuVenduti'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
      <BarChart data={dati} layout="vertical" margin={{ top: 8, right: 16, bottom: 16, left: 4 }}>
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
  );
}

/** Views per week. */
export function DisegnoVisualizzazioni({ dati }: { dati: { settimana: string; visualizzazioni: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
      <BarChart data={dati} margin={{ top: 8, right: 4, bottom: 8, left: 4 }}>
        <CartesianGrid stroke={COLORI.griglia} vertical={false} />
        <XAxis {...ASSE_SETTIMANE} />
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
  );
}

/** Orders per 100 views, a week without views a gap. */
export function DisegnoConversione({ dati }: { dati: { settimana: string; conversione: number | null }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={DIMENSIONE_INIZIALE}>
      <LineChart data={dati} margin={{ top: 8, right: 8, bottom: 8, left: 4 }}>
        <CartesianGrid stroke={COLORI.griglia} vertical={false} />
        <XAxis {...ASSE_SETTIMANE} />
        <YAxis
          tick={STILE_ASSE}
          width={52}
          // Italian decimals on the axis too, as in the tooltip and the table; "1,35%" needs the wider axis.
          tickFormatter={(percento: number) => `${formattaNumero(percento)}%`}
          label={{ value: T.asseConversione, angle: -90, position: 'insideLeft', style: STILE_ASSE }}
        />
        <Tooltip formatter={(valore) => formattaConversione(Number(valore) / 100)} />
        <Line isAnimationActive={animato()} dataKey="conversione" name={T.totaleConversione} stroke={COLORI.primario} strokeWidth={2} dot={{ r: 3 }} connectNulls={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
