import { useFormContext } from 'react-hook-form';
import type { InserzioneForm } from '../api/inserzione-form';

export function CampoDescrizione() {
  const {
    register,
    formState: { errors },
  } = useFormContext<InserzioneForm>();
  return (
    <div>
      <label htmlFor="descrizione" className="mb-1.5 block text-sm font-medium text-slate-700">
        Descrizione <span className="font-normal text-slate-500">(facoltativa)</span>
      </label>
      <textarea
        id="descrizione"
        rows={4}
        placeholder="Stato generale del veicolo, motivo della demolizione, note sui ricambi…"
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        {...register('descrizione')}
      />
      {errors.descrizione?.message && <p className="mt-1.5 text-sm text-red-600">{errors.descrizione.message}</p>}
    </div>
  );
}
