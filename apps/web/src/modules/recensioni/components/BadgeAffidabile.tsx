import { MESSAGGI_RECENSIONE, SPIEGAZIONE_AFFIDABILE } from '@ricambiamo/contracts';
import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';

/**
 * "Venditore affidabile", with its thresholds (docs/rules.md §3.17) in a tooltip that opens on hover and on keyboard
 * focus, and is the badge's description for screen readers.
 */
export function BadgeAffidabile() {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <span
        tabIndex={0}
        aria-describedby={id}
        className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        <BadgeCheck aria-hidden className="size-3.5" />
        {MESSAGGI_RECENSIONE.affidabile}
      </span>
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute left-0 top-full z-20 mt-1 w-64 rounded-lg bg-slate-900 p-2.5 text-xs font-normal leading-snug text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {SPIEGAZIONE_AFFIDABILE}
      </span>
    </span>
  );
}
