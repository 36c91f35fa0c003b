import { GIORNI, NOME_GIORNO, type ProfiloVenditoreInput } from '@ricambiamo/contracts';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/components/TextField';

interface OrariAperturaCampiProps {
  control: Control<ProfiloVenditoreInput>;
  register: UseFormRegister<ProfiloVenditoreInput>;
  errors: FieldErrors<ProfiloVenditoreInput>['orari'];
}

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
                type="time"
                disabled={chiuso}
                error={errors?.[giorno]?.apertura?.message}
                {...register(`orari.${giorno}.apertura`)}
              />
              <TextField
                label="Chiusura"
                type="time"
                disabled={chiuso}
                error={errors?.[giorno]?.chiusura?.message}
                {...register(`orari.${giorno}.chiusura`)}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
