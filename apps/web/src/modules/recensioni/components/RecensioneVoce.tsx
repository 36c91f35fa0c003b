import { ETICHETTE_ASSE_RECENSIONE, MESSAGGI_RECENSIONE } from '@ricambiamo/contracts';
import { MessageSquareReply, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import type { Recensione } from '../api/recensione.fragment';
import { Stelle } from './Stelle';

const ASSI = ['descrizione', 'comunicazione', 'spedizione'] as const;

/**
 * One review: its stars on every axis, who wrote it and when, what the order held, the text and the seller's reply.
 * Texts are plain React text: escaped, links not clickable, contacts already masked by the service.
 */
export function RecensioneVoce({ recensione, azioni }: { recensione: Recensione; azioni?: ReactNode }) {
  const { stelle, risposta } = recensione;
  return (
    <article aria-label={`Recensione di ${recensione.autore}`} className="text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Stelle valore={stelle.complessivo} misura="media" />
          <span className="font-semibold text-slate-900">{recensione.autore}</span>
        </div>
        <span className="text-xs text-slate-500">
          {formattaDataOra(recensione.createdAt)}
          {recensione.modificataIl && ' · modificata'}
        </span>
      </div>
      <p className="mt-1 flex items-center gap-1 text-xs text-emerald-700">
        <ShieldCheck aria-hidden className="size-3.5" />
        {MESSAGGI_RECENSIONE.ordineVerificato}: {recensione.ricambi.join(', ')}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-3">
        {ASSI.map((asse) => (
          <div key={asse} className="flex items-center justify-between gap-2 sm:justify-start">
            <dt>{ETICHETTE_ASSE_RECENSIONE[asse]}</dt>
            <dd>
              <Stelle valore={stelle[asse]} />
            </dd>
          </div>
        ))}
      </dl>
      {recensione.testo && <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-800">{recensione.testo}</p>}
      {risposta && (
        <div className="mt-3 rounded-lg border-l-4 border-brand-200 bg-slate-50 p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-700">
            <MessageSquareReply aria-hidden className="size-3.5" />
            {MESSAGGI_RECENSIONE.rispostaVenditore} · {formattaDataOra(risposta.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-800">{risposta.testo}</p>
        </div>
      )}
      {azioni && <div className="mt-3 flex flex-wrap gap-2">{azioni}</div>}
    </article>
  );
}
