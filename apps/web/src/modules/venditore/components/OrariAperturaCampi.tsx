import { GIORNI, NOME_GIORNO, type ProfiloVenditoreInput } from '@ricambiamo/contracts';
import type { FocusEvent } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/components/TextField';

interface OrariAperturaCampiProps {
  control: Control<ProfiloVenditoreInput>;
  register: UseFormRegister<ProfiloVenditoreInput>;
  errors: FieldErrors<ProfiloVenditoreInput>['orari'];
}

/**
 * What a seller may type for a time, read as "HH:MM": "8", "8:30", "8.30", "830" or "0830". Anything else stays as
 * typed, for the schema to refuse with its message.
 */
function normalizzaOrario(testo: string): string {
  const parti = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(testo.trim());
  if (!parti) return testo;
  const [, ore, minuti = '00'] = parti;
  return `${ore.padStart(2, '0')}:${minuti}`;
}

/**
 * A time on the 24-hour clock in every browser: a native time input follows the browser's language and shows
 * "08:00 AM" to an Italian seller with an English browser, so this is a text input the schema checks as "HH:MM".
 */
const campoOrario = {
  type: 'text',
  inputMode: 'numeric',
  placeholder: '08:00',
  autoComplete: 'off',
  maxLength: 5,
  className: 'tabular-nums',
} as const;

/** The form keeps the time as "HH:MM" while it is typed; leaving the field shows it so. */
const registraOrario = {
  setValueAs: (valore: string) => normalizzaOrario(valore),
  onBlur: (event: FocusEvent<HTMLInputElement>) => {
    event.target.value = normalizzaOrario(event.target.value);
  },
};

/** One row a day (docs/rules.md §3 Orari di Apertura); a closed day keeps its times, greyed out, for when it opens again. */
export function OrariAperturaCampi({ control, register, errors }: OrariAperturaCampiProps) {
  const orari = useWatch({ control, name: 'orari' });
  return (
    <div className="divide-y divide-slate-100">
      {GIORNI.map((giorno) => {
        const chiuso = orari[giorno].chiuso;
        return (
          <fieldset key={giorno} className="flex flex-wrap items-start gap-x-6 gap-y-3 py-3 first:pt-0 last:pb-0">
            <legend className="float-left w-full pt-2 text-sm font-semibold text-slate-900 sm:w-28">
              {NOME_GIORNO[giorno]}
            </legend>
            <label className="flex items-center gap-2 pt-2 text-sm text-slate-700 sm:w-24">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-brand-700"
                {...register(`orari.${giorno}.chiuso`)}
              />
              Chiuso
            </label>
            <div className="grid min-w-0 basis-full grid-cols-2 gap-3 sm:max-w-xs sm:flex-1 sm:basis-auto">
              <TextField
                label="Apertura"
                {...campoOrario}
                disabled={chiuso}
                error={errors?.[giorno]?.apertura?.message}
                {...register(`orari.${giorno}.apertura`, registraOrario)}
              />
              <TextField
                label="Chiusura"
                {...campoOrario}
                disabled={chiuso}
                error={errors?.[giorno]?.chiusura?.message}
                {...register(`orari.${giorno}.chiusura`, registraOrario)}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
