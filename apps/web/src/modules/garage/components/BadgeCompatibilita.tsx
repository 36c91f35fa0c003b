import { type Compatibilita, ETICHETTE_COMPATIBILITA, type LivelloCompatibilita } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { CircleCheck, CircleHelp, SearchCheck, type LucideIcon } from 'lucide-react';

const ASPETTO: Readonly<Record<LivelloCompatibilita, { colori: string; Icona: LucideIcon }>> = {
  compatibile: { colori: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', Icona: CircleCheck },
  probabile: { colori: 'bg-amber-50 text-amber-900 ring-amber-600/30', Icona: CircleHelp },
  da_verificare: { colori: 'bg-slate-100 text-slate-700 ring-slate-500/25', Icona: SearchCheck },
};

interface BadgeCompatibilitaProps {
  compatibilita: Compatibilita;
  /** On one line, for a table's row; otherwise the reason goes under the level, for a card. */
  compatto?: boolean;
}

/**
 * How a car or a part fits the buyer's vehicle (docs/rules.md §3.14): the level in words, with its colour and icon, and
 * its reason as text beside it, never a colour alone.
 */
export function BadgeCompatibilita({ compatibilita: { livello, motivo }, compatto = false }: BadgeCompatibilitaProps) {
  const { colori, Icona } = ASPETTO[livello];
  return (
    <p
      data-testid="badge-compatibilita"
      data-livello={livello}
      className={clsx('text-slate-600', compatto ? 'flex flex-wrap items-center gap-x-2 gap-y-1 text-xs' : 'flex flex-col items-start gap-1 text-sm')}
    >
      <span className={clsx('inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', colori)}>
        <Icona aria-hidden className="size-3.5" />
        {ETICHETTE_COMPATIBILITA[livello]}
      </span>
      {/* Read as one sentence: "Compatibile: stesso codice motore 169A4000". */}
      <span className="sr-only">: </span>
      <span className="wrap-anywhere">{motivo}</span>
    </p>
  );
}
