import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/components/Button';

/** docs/rules.md §8: the server's refusal, with the way out right next to it. */
export function GettoniInsufficienti({ messaggio }: { messaggio: string }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <Coins aria-hidden className="size-5 shrink-0 text-amber-600" />
        {messaggio}
      </p>
      <Link to="/venditore/acquista-gettoni" className={buttonClasses('accent', 'shrink-0')}>
        Acquista Gettoni
      </Link>
    </div>
  );
}
