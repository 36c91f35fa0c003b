import { ETICHETTE_CHIUSURA_RICHIESTA, formattaEuro } from '@ricambiamo/contracts';
import { Clock, MapPin, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { formattaData } from '../../../lib/format/formatta-data';
import { giorniDa, luogoRichiesta, proposte } from '../api/richiesta';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';

const T = TESTI_RICHIESTE;

/** Aperta, or why the request closed in the words the rules give. */
export function StatoRichiesta({ richiesta }: { richiesta: Pick<Richiesta, 'stato' | 'motivoChiusura'> }) {
  if (richiesta.stato === 'aperta') {
    return <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">{T.aperta}</span>;
  }
  return (
    <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {richiesta.motivoChiusura ? ETICHETTE_CHIUSURA_RICHIESTA[richiesta.motivoChiusura] : T.chiusa}
    </span>
  );
}

function Dato({ etichetta, children }: { etichetta: string; children: ReactNode }) {
  return (
    <span className="min-w-0 wrap-anywhere">
      <span className="text-slate-500">{etichetta}</span> <span className="font-medium text-slate-900">{children}</span>
    </span>
  );
}

/**
 * What the buyer looks for: the parts, their words, the codes and the price they have in mind. The VIN to its own buyer
 * only; anyone else reads that one was given.
 */
export function DatiRichiesta({ richiesta }: { richiesta: Richiesta }) {
  const { ricambi, testo, codiceMotore, codiceOem, telaioIndicato, numeroTelaio, prezzoCentesimi } = richiesta;
  return (
    <div className="space-y-2 text-sm">
      {ricambi.length > 0 && (
        <ul aria-label="Ricambi cercati" className="flex flex-wrap gap-1.5">
          {ricambi.map((ricambio) => (
            <li key={ricambio} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {ricambio}
            </li>
          ))}
        </ul>
      )}
      {testo && <p className="whitespace-pre-line wrap-anywhere text-slate-700">{testo}</p>}
      {(codiceMotore || codiceOem || telaioIndicato || prezzoCentesimi !== null) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {codiceMotore && (
            <Dato etichetta={T.codiceMotore}>
              <span className="font-mono">{codiceMotore}</span>
            </Dato>
          )}
          {codiceOem && (
            <Dato etichetta={T.codiceOem}>
              <span className="font-mono">{codiceOem}</span>
            </Dato>
          )}
          {numeroTelaio ? (
            <Dato etichetta={T.numeroTelaio}>
              <span className="font-mono">{numeroTelaio}</span>
            </Dato>
          ) : (
            telaioIndicato && <span className="font-medium text-slate-900">{T.telaioIndicato}</span>
          )}
          {prezzoCentesimi !== null && <Dato etichetta={T.prezzoIndicativo}>{formattaEuro(prezzoCentesimi)}</Dato>}
        </p>
      )}
    </div>
  );
}

/** Where, how long ago, how many parts proposed; and to its buyer, until when an open request stays open. */
export function MetaRichiesta({ richiesta }: { richiesta: Richiesta }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden className="size-3.5" />
        {luogoRichiesta(richiesta)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-3.5" />
        <time dateTime={richiesta.createdAt}>{T.pubblicataIl(giorniDa(richiesta.createdAt))}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageSquareReply aria-hidden className="size-3.5" />
        {T.risposte(proposte(richiesta).length)}
      </span>
      {richiesta.mia && richiesta.stato === 'aperta' && <span>{T.scade(formattaData(richiesta.scadeIl))}</span>}
    </p>
  );
}
