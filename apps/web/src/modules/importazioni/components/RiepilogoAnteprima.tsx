import { conteggio, COSTO_GETTONI } from '@ricambiamo/contracts';
import { Coins } from 'lucide-react';
import { GettoniInsufficienti } from '../../inserzioni/components/GettoniInsufficienti';
import { vociAnteprima } from '../api/conteggi-importazione';
import { gettoniMancanti, type Importazione } from '../api/importazione';
import { ElencoConteggi } from './ElencoConteggi';

const gettoni = (n: number) => conteggio(n, 'gettone', 'gettoni');

/**
 * What confirming the preview would do: the cars by outcome, the token cost and the balance after it. When the
 * balance falls short, how many tokens are missing and the way to buy them.
 */
export function RiepilogoAnteprima({ importazione }: { importazione: Pick<Importazione, 'anteprima' | 'costoGettoni' | 'saldoGettoni'> }) {
  const { anteprima, costoGettoni, saldoGettoni } = importazione;
  const mancanti = gettoniMancanti(importazione);
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <ElencoConteggi etichetta="Riepilogo dell'anteprima" voci={vociAnteprima(anteprima)} />
      <div className="flex flex-col gap-1 border-t border-slate-100 pt-4 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-8">
        <p className="flex items-center gap-2">
          <Coins aria-hidden className="size-4 text-amber-500" />
          <span>
            Costo: <strong className="tabular-nums text-slate-900">{gettoni(costoGettoni)}</strong>
          </span>
        </p>
        <p>
          Saldo attuale: <strong className="tabular-nums text-slate-900">{gettoni(saldoGettoni)}</strong>
        </p>
        {mancanti === 0 && (
          <p>
            Saldo dopo l&apos;importazione: <strong className="tabular-nums text-slate-900">{gettoni(saldoGettoni - costoGettoni)}</strong>
          </p>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {gettoni(COSTO_GETTONI.creazioneInserzione)} per ogni auto nuova, {gettoni(COSTO_GETTONI.modificaInserzione)} per ogni auto
        modificata; le auto invariate, rimosse o con errori non costano nulla.
      </p>
      {mancanti > 0 && (
        <GettoniInsufficienti messaggio={mancanti === 1 ? 'Ti manca 1 gettone' : `Ti mancano ${gettoni(mancanti)}`} />
      )}
    </div>
  );
}
