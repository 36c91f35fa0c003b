import { MESSAGGI_SEGNALAZIONE } from '@ricambiamo/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The statement of good faith every report makes (art. 16(2)(d) DSA), required by the schemas of both report forms. */
export function BuonaFede({ campo, errore }: { campo: UseFormRegisterReturn; errore?: string }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-slate-700">
        <input type="checkbox" {...campo} className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700" />
        {MESSAGGI_SEGNALAZIONE.buonaFede}
      </label>
      {errore && <p className="mt-1 text-sm text-red-600">{errore}</p>}
    </div>
  );
}
