import clsx from 'clsx';
import { Check, Coins, Sparkles } from 'lucide-react';
import { conteggio, formattaEuro } from '@ricambiamo/contracts';
import { Button } from '../../ui/components/Button';
import type { Pacchetto } from '../api/pacchetto';

interface PacchettoCardProps {
  pacchetto: Pacchetto;
  inElaborazione: boolean;
  disabilitato: boolean;
  onAcquista: () => void;
}

export function PacchettoCard({ pacchetto, inElaborazione, disabilitato, onAcquista }: PacchettoCardProps) {
  const { gettoni, prezzoCentesimi, prezzoPerGettoneCentesimi, inserzioni, risparmioEuro, piuPopolare } = pacchetto;
  const titoloId = `pacchetto-${pacchetto.id}`;

  return (
    <article
      aria-labelledby={titoloId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm xl:px-4',
        piuPopolare ? 'border-brand-600 ring-2 ring-brand-600 xl:-my-2 xl:py-7' : 'border-slate-200',
      )}
    >
      {piuPopolare && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-amber-400 px-3 py-1 text-xs font-semibold text-slate-900 shadow-sm">
          <Sparkles aria-hidden className="size-3.5" />
          Più popolare
        </span>
      )}
      <h3 id={titoloId} className="flex items-center gap-1.5 whitespace-nowrap text-lg font-bold text-slate-900">
        <Coins aria-hidden className="size-5 shrink-0 text-amber-500" />
        {conteggio(gettoni, 'gettone', 'gettoni')}
      </h3>
      <p className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums">{formattaEuro(prezzoCentesimi)}</p>
      <p className="text-sm text-slate-500">{formattaEuro(prezzoPerGettoneCentesimi)} a gettone</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        <li className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {conteggio(inserzioni, 'inserzione completa', 'inserzioni complete')}
        </li>
        {risparmioEuro !== null && (
          <li className="flex gap-2 font-medium text-emerald-700">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="whitespace-nowrap">
              Risparmi {formattaEuro(risparmioEuro * 100, { interi: true })}
              <span className="block whitespace-normal text-xs font-normal text-slate-500">rispetto ad altri marketplace</span>
            </span>
          </li>
        )}
      </ul>
      <Button
        variante={piuPopolare ? 'primary' : 'secondary'}
        className="mt-5 w-full whitespace-nowrap px-3"
        onClick={onAcquista}
        inAttesa={inElaborazione}
        disabled={disabilitato}
      >
        {inElaborazione ? 'Elaborazione...' : 'Acquista Ora'}
      </Button>
    </article>
  );
}
