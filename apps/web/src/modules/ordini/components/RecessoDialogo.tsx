import {
  erroreDelVenditore,
  ETICHETTE_MOTIVO_RECESSO,
  formattaEuro,
  MESSAGGI_RECESSO,
  MOTIVI_RECESSO,
  requestWithdrawalRequest,
} from '@ricambiamo/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import type { Ordine } from '../api/ordine';
import { useRichiediRecesso } from '../hooks/useRecesso';
import { CompatibilitaAcquistata } from './CompatibilitaAcquistata';

const CAMPI = ['ricambiIds', 'motivo', 'dettagli'] as const;
const schema = requestWithdrawalRequest.omit({ ordineId: true });

const CLASSI_CAMPO =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/**
 * The buyer picks the parts going back and the reason; the refund shown is what those parts cost with their shipping.
 * Each part shows the fit it was bought with, and before sending the dialog says when the return shipping is the
 * seller's (erroreDelVenditore, docs/rules.md §1), as the server will decide it from the same fits.
 */
export function RecessoDialogo({ ordine, onChiudi }: { ordine: Ordine; onChiudi: () => void }) {
  const id = useId();
  const richiedi = useRichiediRecesso();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useFormSchema(schema, { ricambiIds: [], dettagli: '' });
  const scelti = watch('ricambiIds') ?? [];
  const motivo = watch('motivo');
  // One checkbox per part, kept as a list even when the order has a single part.
  const scegli = (ricambioId: string, scelto: boolean) =>
    setValue('ricambiIds', scelto ? [...scelti, ricambioId] : scelti.filter((id) => id !== ricambioId), { shouldValidate: isSubmitted });
  const resi = ordine.ricambi.filter((r) => scelti.includes(r.ricambioId));
  const rimborso = resi.reduce((somma, r) => somma + r.prezzoCentesimi + r.spedizioneCentesimi, 0);
  const acquistatiCompatibili =
    motivo && erroreDelVenditore(motivo, resi) ? resi.filter((r) => r.compatibilita?.livello === 'compatibile').map((r) => r.nome) : [];

  const onSubmit = handleSubmit(async (recesso) => {
    try {
      await richiedi.mutateAsync({ ordineId: ordine.id, ...recesso });
      toast.success(MESSAGGI_RECESSO.inviato);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, CAMPI, MESSAGGI_RECESSO.errore);
    }
  });

  return (
    <Dialogo titolo={`${MESSAGGI_RECESSO.titolo} · ordine #${ordine.codice}`} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-5 text-sm">
        <fieldset aria-describedby={errors.ricambiIds ? `${id}-ricambi-errore` : undefined}>
          <legend className="mb-2 font-medium text-slate-700">Ricambi da restituire</legend>
          <ul className="space-y-2">
            {ordine.ricambi.map((r) => {
              const idCompatibilita = `${id}-compatibilita-${r.ricambioId}`;
              return (
                <li key={r.ricambioId} className="rounded-lg border border-slate-200 hover:bg-slate-50">
                  <label className="flex cursor-pointer items-center gap-3 p-3">
                    <input
                      type="checkbox"
                      name="ricambiIds"
                      value={r.ricambioId}
                      checked={scelti.includes(r.ricambioId)}
                      onChange={(e) => scegli(r.ricambioId, e.target.checked)}
                      aria-describedby={r.compatibilita ? idCompatibilita : undefined}
                      className="size-4 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1 font-medium text-slate-900">{r.nome}</span>
                    <span className="tabular-nums text-slate-600">{formattaEuro(r.prezzoCentesimi + r.spedizioneCentesimi)}</span>
                  </label>
                  {r.compatibilita && (
                    <div className="-mt-2 px-3 pb-3 pl-10">
                      <CompatibilitaAcquistata id={idCompatibilita} compatibilita={r.compatibilita} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {errors.ricambiIds?.message && (
            <p id={`${id}-ricambi-errore`} className="mt-1.5 text-red-600">
              {errors.ricambiIds.message}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={`${id}-motivo`} className="mb-1.5 block font-medium text-slate-700">
            Motivo
          </label>
          <select
            id={`${id}-motivo`}
            defaultValue=""
            aria-invalid={errors.motivo ? true : undefined}
            aria-describedby={errors.motivo ? `${id}-motivo-errore` : undefined}
            className={CLASSI_CAMPO}
            {...register('motivo')}
          >
            <option value="" disabled>
              Scegli un motivo
            </option>
            {MOTIVI_RECESSO.map((motivo) => (
              <option key={motivo} value={motivo}>
                {ETICHETTE_MOTIVO_RECESSO[motivo]}
              </option>
            ))}
          </select>
          {errors.motivo?.message && (
            <p id={`${id}-motivo-errore`} className="mt-1.5 text-red-600">
              {errors.motivo.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-dettagli`} className="mb-1.5 block font-medium text-slate-700">
            Dettagli (facoltativo)
          </label>
          <textarea id={`${id}-dettagli`} rows={3} maxLength={1000} className={CLASSI_CAMPO} {...register('dettagli')} />
          {errors.dettagli?.message && <p className="mt-1.5 text-red-600">{errors.dettagli.message}</p>}
        </div>
        <div className="rounded-lg bg-slate-50 p-3 text-slate-700">
          <p className="flex justify-between gap-3">
            <span>Rimborso con bonifico</span>
            <span className="font-semibold tabular-nums text-slate-900">{formattaEuro(rimborso)}</span>
          </p>
          <p className="mt-1 text-xs text-slate-600">
            Dopo l&apos;accettazione del venditore rispedisci i ricambi.{' '}
            {acquistatiCompatibili.length > 0 ? (
              <strong data-testid="spese-reso-venditore" className="font-semibold text-slate-900">
                {MESSAGGI_RECESSO.acquistatiCompatibili(acquistatiCompatibili)}
              </strong>
            ) : (
              MESSAGGI_RECESSO.speseRestituzione
            )}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            {MESSAGGI_RECESSO.invia}
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
