import { formattaDurata } from '../../../lib/format/formatta-durata';
import { useAdesso } from '../hooks/useAdesso';

/** The time left to pay; at zero the orders service cancels the order, and the next refresh shows it. */
export function ContoAllaRovescia({ scadenza }: { scadenza: string }) {
  const mancano = new Date(scadenza).getTime() - useAdesso();
  return mancano > 0 ? (
    <span role="timer" aria-live="off" className="font-semibold tabular-nums text-amber-800">
      Tempo rimasto: {formattaDurata(mancano)}
    </span>
  ) : (
    <span className="font-semibold text-red-700">Tempo scaduto</span>
  );
}
