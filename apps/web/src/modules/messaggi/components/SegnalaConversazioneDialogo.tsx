import {
  ETICHETTE_MOTIVO_CONVERSAZIONE,
  MAX_DETTAGLI_SEGNALAZIONE,
  MESSAGGI_CONVERSAZIONE,
  MOTIVI_SEGNALAZIONE_CONVERSAZIONE,
  segnalaConversazioneRequest,
} from '@ricambiamo/contracts';
import { useId } from 'react';
import { toast } from 'sonner';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { useSegnalaConversazione } from '../hooks/useMessaggi';

/** The service's own request, less the conversation the dialog is about. */
const segnalazioneSchema = segnalaConversazioneRequest.omit({ conversazioneId: true });

/** A report lets the site's operator read the conversation (docs/rules.md §3.18); once per side. */
export function SegnalaConversazioneDialogo({ conversazioneId, onChiudi }: { conversazioneId: string; onChiudi: () => void }) {
  const id = useId();
  const segnala = useSegnalaConversazione();
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useFormSchema(segnalazioneSchema, { dettagli: '' });

  const onSubmit = handleSubmit(async ({ motivo, dettagli }) => {
    try {
      await segnala.mutateAsync({ conversazioneId, motivo, dettagli });
      toast.success(MESSAGGI_CONVERSAZIONE.segnalata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, ['motivo', 'dettagli'], MESSAGGI_CONVERSAZIONE.errore);
    }
  });

  return (
    <Dialogo titolo={MESSAGGI_CONVERSAZIONE.segnala} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <fieldset>
          <legend className="mb-1.5 font-medium text-slate-700">{MESSAGGI_CONVERSAZIONE.motivo}</legend>
          <div className="space-y-1.5">
            {MOTIVI_SEGNALAZIONE_CONVERSAZIONE.map((motivo) => (
              <label key={motivo} className="flex items-center gap-2 text-slate-800">
                <input type="radio" value={motivo} {...register('motivo')} className="size-4 accent-brand-700" />
                {ETICHETTE_MOTIVO_CONVERSAZIONE[motivo]}
              </label>
            ))}
          </div>
          {errors.motivo && <p className="mt-1 text-sm text-red-600">{errors.motivo.message}</p>}
        </fieldset>
        <AreaTesto
          id={`${id}-dettagli`}
          label={MESSAGGI_CONVERSAZIONE.dettagli}
          rows={3}
          maxLength={MAX_DETTAGLI_SEGNALAZIONE}
          {...campo('dettagli')}
        />
        <p className="text-xs text-slate-500">{MESSAGGI_CONVERSAZIONE.spiegazioneSegnalazione}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            {MESSAGGI_CONVERSAZIONE.inviaSegnalazione}
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
