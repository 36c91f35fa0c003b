import clsx from 'clsx';
import { Star } from 'lucide-react';

/** "4,5": one decimal, Italian. */
export const formattaMedia = (media: number) => media.toLocaleString('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface StelleProps {
  valore: number;
  misura?: 'piccola' | 'media';
  className?: string;
}

/** Five stars filled up to `valore` (halves round to the nearest half); read aloud as "4,5 su 5". */
export function Stelle({ valore, misura = 'piccola', className }: StelleProps) {
  const mezze = Math.round(valore * 2) / 2;
  const dimensione = misura === 'piccola' ? 'size-3.5' : 'size-5';
  return (
    <span role="img" aria-label={`${formattaMedia(valore)} su 5`} className={clsx('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={clsx('relative inline-block', dimensione)} aria-hidden>
          <Star className={clsx('absolute inset-0 text-slate-300', dimensione)} />
          {mezze >= n - 0.5 && (
            <span className="absolute inset-0 overflow-hidden" style={{ width: mezze >= n ? '100%' : '50%' }}>
              <Star className={clsx('fill-amber-400 text-amber-400', dimensione)} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
