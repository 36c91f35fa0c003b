import { CARBURANTI } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { useFormContext } from 'react-hook-form';
import { campiDi } from '../../../lib/forms/campi';
import { ETICHETTA_CARBURANTE } from '../../catalogo/api/etichette';
import { TextField } from '../../ui/components/TextField';
import type { InserzioneForm } from '../api/inserzione-form';

/** docs/rules.md §3 New listing vehicle data; the messages come from the shared schema through the form's resolver. */
export function CampiVeicolo() {
  const {
    register,
    formState: { errors },
  } = useFormContext<InserzioneForm>();
  const campo = campiDi(register, errors);
  const numerico = { type: 'number', inputMode: 'numeric', min: 0 } as const;

  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-6">
      <TextField className="col-span-2 sm:col-span-3" label="Marca" placeholder="Fiat" {...campo('marca')} />
      <TextField className="col-span-2 sm:col-span-3" label="Modello" placeholder="Panda" {...campo('modello')} />
      <TextField className="sm:col-span-2" label="Anno" placeholder="2012" {...numerico} {...campo('anno')} />
      <TextField className="sm:col-span-2" label="Chilometri" placeholder="128000" {...numerico} {...campo('km')} />
      <div className="sm:col-span-2">
        <label htmlFor="carburante" className="mb-1.5 block text-sm font-medium text-slate-700">
          Carburante
        </label>
        <select
          id="carburante"
          aria-invalid={errors.carburante ? true : undefined}
          className={clsx(
            'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2',
            errors.carburante ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
          )}
          {...register('carburante')}
        >
          <option value="">Seleziona…</option>
          {CARBURANTI.map((carburante) => (
            <option key={carburante} value={carburante}>
              {ETICHETTA_CARBURANTE[carburante]}
            </option>
          ))}
        </select>
        {errors.carburante?.message && <p className="mt-1.5 text-sm text-red-600">{errors.carburante.message}</p>}
      </div>
      <TextField className="sm:col-span-2" label="CV" placeholder="69" {...numerico} {...campo('cv')} />
      <TextField className="sm:col-span-2" label="kW" placeholder="51" {...numerico} {...campo('kw')} />
      <TextField className="sm:col-span-2" label="Cilindrata (cc)" placeholder="1242" {...numerico} {...campo('cilindrata')} />
      <TextField
        className="col-span-2 sm:col-span-6"
        label="Numero telaio (facoltativo)"
        placeholder="ZFA31200000123456"
        maxLength={17}
        autoCapitalize="characters"
        {...campo('numeroTelaio')}
      />
    </div>
  );
}
