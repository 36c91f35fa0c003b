import {
  ETICHETTE_MOTIVO_SEGNALAZIONE,
  MAX_DETTAGLI_SEGNALAZIONE,
  MESSAGGI_RECENSIONE,
  MOTIVI_SEGNALAZIONE_RECENSIONE,
  segnalazioneSchema,
} from '@ricambiamo/contracts';
import { useId } from 'react';
import { toast } from 'sonner';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { useSegnalaRecensione } from '../hooks/useRecensioni';

/** A report of a review to the site's operator, with its reason; the review stays visible meanwhile. */
export function SegnalaDialogo({ recensioneId, onChiudi }: { recensioneId: string; onChiudi: () => void }) {
  const id = useId();
  const segnala = useSegnalaRecensione();
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useFormSchema(segnalazioneSchema, { dettagli: '' });

  const onSubmit = handleSubmit(async ({ motivo, dettagli }) => {
    try {
      await segnala.mutateAsync({ recensioneId, motivo, dettagli });
      toast.success(MESSAGGI_RECENSIONE.segnalata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, ['motivo', 'dettagli'], MESSAGGI_RECENSIONE.errore);
    }
  });

  return (
    <Dialogo titolo="Segnala la recensione" onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <fieldset>
          <legend className="mb-1.5 font-medium text-slate-700">Motivo</legend>
          <div className="space-y-1.5">
            {MOTIVI_SEGNALAZIONE_RECENSIONE.map((motivo) => (
              <label key={motivo} className="flex items-center gap-2 text-slate-800">
                <input type="radio" value={motivo} {...register('motivo')} className="size-4 accent-brand-700" />
                {ETICHETTE_MOTIVO_SEGNALAZIONE[motivo]}
              </label>
            ))}
          </div>
          {errors.motivo && <p className="mt-1 text-sm text-red-600">{errors.motivo.message}</p>}
        </fieldset>
        <AreaTesto id={`${id}-dettagli`} label="Dettagli (facoltativo)" rows={3} maxLength={MAX_DETTAGLI_SEGNALAZIONE} {...campo('dettagli')} />
        <p className="text-xs text-slate-500">La segnalazione non nasconde la recensione: la esamina l'amministrazione del sito.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            Invia segnalazione
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
