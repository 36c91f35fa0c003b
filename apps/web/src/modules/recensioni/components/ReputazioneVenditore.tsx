import { useId } from 'react';
import { formattaMedia, Stelle } from './Stelle';
import type { Reputazione } from '../api/recensioni.queries';
import { BadgeAffidabile } from './BadgeAffidabile';

const percentuale = (quota: number | null) =>
  quota === null ? '—' : quota.toLocaleString('it-IT', { style: 'percent', maximumFractionDigits: 1 });
const ore = (valore: number | null) => {
  if (valore === null) return '—';
  if (valore < 1) return "meno di un'ora";
  return valore < 48 ? `${valore.toLocaleString('it-IT', { maximumFractionDigits: 1 })} ore` : `${Math.round(valore / 24)} giorni`;
};

/**
 * A seller's record (docs/rules.md §3.17): the average and the spread of the stars, the badge, and what the seller did
 * over the last 12 months.
 */
export function ReputazioneVenditore({ reputazione }: { reputazione: Reputazione }) {
  const idAnno = useId();
  const { sempre, ultimi12Mesi: anno, distribuzione } = reputazione;
  const massimo = Math.max(1, ...distribuzione);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        {/* Without reviews the list below says so; the spread shows its zeros. */}
        {sempre.mediaStelle !== null && (
          <div className="flex items-center gap-3">
            <span className="text-4xl font-bold text-slate-900 tabular-nums">{formattaMedia(sempre.mediaStelle)}</span>
            <div>
              <Stelle valore={sempre.mediaStelle} misura="media" />
              <p className="text-sm text-slate-600">
                {sempre.numeroRecensioni === 1 ? '1 recensione' : `${sempre.numeroRecensioni} recensioni`}
              </p>
            </div>
          </div>
        )}
        {reputazione.affidabile && (
          <div className="mt-2">
            <BadgeAffidabile />
          </div>
        )}
        <ol aria-label="Distribuzione delle stelle" className="mt-4 space-y-1">
          {[5, 4, 3, 2, 1].map((stelle) => (
            <li key={stelle} className="flex items-center gap-2 text-xs text-slate-600">
              <span className="w-14 shrink-0">{stelle === 1 ? '1 stella' : `${stelle} stelle`}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(distribuzione[stelle - 1] / massimo) * 100}%` }} />
              </span>
              <span className="w-8 text-right tabular-nums">{distribuzione[stelle - 1]}</span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        {/* Outside the list: a definition list holds only its terms and their descriptions. */}
        <p id={idAnno} className="text-xs font-semibold uppercase tracking-wider text-slate-500">
          Ultimi 12 mesi
        </p>
        <dl aria-labelledby={idAnno} className="mt-3 grid grid-cols-2 gap-3 text-sm">
          {[
            ['Ordini completati', anno.ordiniCompletati.toLocaleString('it-IT')],
            ['Ordini cancellati dal venditore', percentuale(anno.tassoCancellazioni)],
            ['Tempo medio di presa in carico', ore(anno.medianaOreLavorazione)],
            ['Tempo medio di risposta ai messaggi', ore(anno.medianaOreRisposta)],
            ['Resi per errore del venditore', percentuale(anno.quotaResiErrore)],
          ].map(([etichetta, valore]) => (
            <div key={etichetta} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{etichetta}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{valore}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
