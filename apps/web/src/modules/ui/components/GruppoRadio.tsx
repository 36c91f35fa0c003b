import type { UseFormRegisterReturn } from 'react-hook-form';

interface GruppoRadioProps<V extends string> {
  legenda: string;
  opzioni: readonly V[];
  etichette: Readonly<Record<V, string>>;
  /** The form's binding of the field (register). */
  campo: UseFormRegisterReturn;
  /** The message under the group once refused. */
  errore?: string;
}

/** One choice among a few, each a radio with its label, the group named by its legend. */
export function GruppoRadio<V extends string>({ legenda, opzioni, etichette, campo, errore }: GruppoRadioProps<V>) {
  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-slate-700">{legenda}</legend>
      <div className="space-y-1.5">
        {opzioni.map((opzione) => (
          <label key={opzione} className="flex items-start gap-2 text-slate-800">
            <input type="radio" value={opzione} {...campo} className="mt-0.5 size-4 shrink-0 accent-brand-700" />
            {etichette[opzione]}
          </label>
        ))}
      </div>
      {errore && <p className="mt-1 text-sm text-red-600">{errore}</p>}
    </fieldset>
  );
}
