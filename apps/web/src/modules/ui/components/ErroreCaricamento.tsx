import { MESSAGGI } from '@ricambiamo/contracts';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from './Button';

/** A section whose data could not be read: says so and offers to ask again, rather than showing nothing. */
export function ErroreCaricamento({
  onRiprova,
  inAttesa = false,
  messaggio = MESSAGGI.dati.erroreCaricamento,
}: {
  onRiprova: () => void;
  inAttesa?: boolean;
  /** The screen's own text where docs/rules.md §8 has one. */
  messaggio?: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <TriangleAlert aria-hidden className="size-7 text-red-600" />
      <p className="mt-3 text-sm font-medium text-red-800">{messaggio}</p>
      <Button variante="secondary" className="mt-4" onClick={onRiprova} inAttesa={inAttesa}>
        <RotateCcw aria-hidden className="size-4" />
        Riprova
      </Button>
    </div>
  );
}
