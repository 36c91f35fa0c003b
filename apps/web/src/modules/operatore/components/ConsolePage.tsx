import { Flag, Gavel, ScrollText, ShieldCheck, Store } from 'lucide-react';
import { useSessione } from '../../auth/hooks/useSessione';
import { BarraSchede, type Scheda, useSchedaAttiva } from '../../ui/components/BarraSchede';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { CodaSegnalazioni } from './CodaSegnalazioni';
import { Registro } from './Registro';
import { Ricorsi } from './Ricorsi';
import { SchedaSicurezza } from './SchedaSicurezza';
import { Venditori } from './Venditori';

const SCHEDE: readonly Scheda<'segnalazioni' | 'ricorsi' | 'venditori' | 'registro' | 'sicurezza'>[] = [
  { id: 'segnalazioni', label: 'Segnalazioni', icona: Flag },
  { id: 'ricorsi', label: 'Ricorsi', icona: Gavel },
  { id: 'venditori', label: 'Venditori', icona: Store },
  { id: 'registro', label: 'Registro', icona: ScrollText },
  { id: 'sicurezza', label: 'Sicurezza', icona: ShieldCheck },
];

/**
 * /operatore: the console of whoever runs the marketplace (docs/rules.md §3.21, §3.22), on a route chunk of its own so
 * that buyers' and sellers' pages never carry it: the reports' queue and its decisions, the appeals, the sellers and the
 * check of their traceability, the audit log and the operator's own second factor. The tab is in the address, so a reload or a link keeps it.
 */
export function ConsolePage() {
  const { utente } = useSessione();
  const [attiva, scegli] = useSchedaAttiva(SCHEDE, 'scheda');

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <IntestazionePagina titolo="Console operatore">Ciao {utente?.nome}: segnalazioni, decisioni, ricorsi e registro delle azioni.</IntestazionePagina>
      <BarraSchede schede={SCHEDE} attiva={attiva} onScegli={scegli} etichetta="Sezioni della console" />
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
