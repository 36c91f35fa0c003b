import { type Compatibilita, MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import { BadgeCompatibilita } from '../../garage/components/BadgeCompatibilita';

/**
 * The fit a part was bought with, as the order keeps it for both parties (docs/rules.md §3.14): "Acquistato come:
 * Compatibile — stesso codice motore 169A4000". Nothing for an order placed without a vehicle.
 */
export function CompatibilitaAcquistata({ compatibilita, id }: { compatibilita: Compatibilita | null; id?: string }) {
  if (!compatibilita) return null;
  return (
    <div id={id} data-testid="compatibilita-acquistata" className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-500">
      <span>{MESSAGGI_ORDINE.acquistatoCome}</span>
      <BadgeCompatibilita compatibilita={compatibilita} compatto />
    </div>
  );
}
