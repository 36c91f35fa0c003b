import clsx from 'clsx';
import { Flag, Gavel, ScrollText, ShieldCheck, Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useSessione } from '../../auth/hooks/useSessione';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { CodaSegnalazioni } from './CodaSegnalazioni';
import { Registro } from './Registro';
import { Ricorsi } from './Ricorsi';
import { SchedaSicurezza } from './SchedaSicurezza';
import { Venditori } from './Venditori';

const SCHEDE = [
  { id: 'segnalazioni', label: 'Segnalazioni', icona: Flag },
  { id: 'ricorsi', label: 'Ricorsi', icona: Gavel },
  { id: 'venditori', label: 'Venditori', icona: Store },
  { id: 'registro', label: 'Registro', icona: ScrollText },
  { id: 'sicurezza', label: 'Sicurezza', icona: ShieldCheck },
] as const;
type Scheda = (typeof SCHEDE)[number]['id'];

/**
 * /operatore: the console of whoever runs the marketplace (docs/rules.md §3.21, §3.22), on a route chunk of its own so
 * that buyers' and sellers' pages never carry it: the reports' queue and its decisions, the appeals, the sellers and the
 * check of their traceability, the audit log and the operator's own second factor. The tab is in the address, so a reload or a link keeps it.
 */
export function ConsolePage() {
  const { utente } = useSessione();
  const [searchParams, setSearchParams] = useSearchParams();
  const richiesta = searchParams.get('scheda');
  const attiva: Scheda = SCHEDE.find((s) => s.id === richiesta)?.id ?? 'segnalazioni';

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <IntestazionePagina titolo="Console operatore">Ciao {utente?.nome}: segnalazioni, decisioni, ricorsi e registro delle azioni.</IntestazionePagina>
      <div role="tablist" aria-label="Sezioni della console" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {SCHEDE.map(({ id, label, icona: Icona }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`scheda-${id}`}
            aria-selected={attiva === id}
            aria-controls={`pannello-${id}`}
            onClick={() => setSearchParams(id === 'segnalazioni' ? {} : { scheda: id }, { replace: true })}
            className={clsx(
              '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors sm:px-4',
              attiva === id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
            )}
          >
            <Icona aria-hidden className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`pannello-${attiva}`} aria-labelledby={`scheda-${attiva}`}>
        {attiva === 'segnalazioni' && <CodaSegnalazioni />}
        {attiva === 'ricorsi' && <Ricorsi />}
        {attiva === 'venditori' && <Venditori />}
        {attiva === 'registro' && <Registro />}
        {attiva === 'sicurezza' && <SchedaSicurezza />}
      </div>
    </div>
  );
}
