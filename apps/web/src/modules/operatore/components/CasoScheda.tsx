import { ETICHETTE_AZIONE, ETICHETTE_FONDAMENTO, ETICHETTE_MOTIVO, ETICHETTE_OGGETTO, ETICHETTE_STATO_CASO } from '@ricambiamo/contracts';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { Motivazione } from '../../provvedimenti/components/Motivazione';
import type { Caso } from '../api/moderazione.queries';

/** Who reported: the name and e-mail given, an account, or nobody. */
const segnalante = (s: Caso['segnalazioni'][number]) =>
  [s.nome, s.email].filter(Boolean).join(' · ') || (s.utenteId ? `Utente registrato (${s.utenteId.slice(0, 8)})` : 'Anonimo');

/**
 * One case as the operator reads it: the content as it was when first reported, every report of it, and the decision
 * with its statement of reasons once made; `azioni` is the form that acts on it, when there is one to fill.
 */
export function CasoScheda({ caso, azioni }: { caso: Caso; azioni?: ReactNode }) {
  return (
    <article aria-label={`Caso: ${caso.istantanea.titolo}`} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{ETICHETTE_OGGETTO[caso.oggetto]}</p>
          <h3 className="text-lg font-semibold wrap-anywhere text-slate-900">{caso.istantanea.titolo}</h3>
          <p className="text-xs text-slate-500">Prima segnalazione: {formattaDataOra(caso.createdAt)}</p>
        </div>
        <span
          className={clsx(
            'rounded-full px-2.5 py-1 text-xs font-medium',
            caso.stato === 'aperto' ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {ETICHETTE_STATO_CASO[caso.stato]}
        </span>
      </header>

      <section aria-label="Contenuto segnalato">
        <h4 className="mb-2 text-sm font-semibold text-slate-900">Contenuto al momento della segnalazione</h4>
        <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
          {caso.istantanea.righe.map((riga, i) => (
            <div key={i} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-slate-500">{riga.etichetta}</dt>
              <dd className="whitespace-pre-line wrap-anywhere text-slate-900">{riga.valore}</dd>
            </div>
          ))}
        </dl>
        {caso.istantanea.link ? (
          <Link to={caso.istantanea.link} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
            Apri la pagina com’è ora
          </Link>
        ) : (
          <p className="mt-2 text-xs text-slate-500">Una conversazione privata: la leggi solo qui, com’era quando è stata segnalata.</p>
        )}
      </section>

      <section aria-label="Segnalazioni">
        <h4 className="mb-2 text-sm font-semibold text-slate-900">
          {caso.segnalazioni.length === 1 ? '1 segnalazione' : `${caso.segnalazioni.length} segnalazioni`}
        </h4>
        <ul className="space-y-2 text-sm">
          {caso.segnalazioni.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{ETICHETTE_MOTIVO[s.motivo]}</p>
              <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-700">{s.spiegazione}</p>
              <p className="mt-1 text-xs wrap-anywhere text-slate-500">
                {segnalante(s)} · {formattaDataOra(s.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {caso.decisione && (
        <section aria-label="Decisione" className="space-y-3 border-t border-slate-100 pt-4">
          <h4 className="text-sm font-semibold text-slate-900">
            Decisione: {ETICHETTE_AZIONE[caso.decisione.azione]} ({formattaDataOra(caso.decisione.decisoIl)})
          </h4>
          {caso.provvedimento ? (
            <Motivazione provvedimento={caso.provvedimento} />
          ) : (
            <p className="text-sm whitespace-pre-line text-slate-700">
              {caso.decisione.fatti}
              {'\n'}
              {ETICHETTE_FONDAMENTO[caso.decisione.fondamento]}
            </p>
          )}
        </section>
      )}
      {azioni}
    </article>
  );
}
