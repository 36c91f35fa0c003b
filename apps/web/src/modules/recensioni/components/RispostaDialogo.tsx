import { MAX_RISPOSTA_RECENSIONE, MESSAGGI_RECENSIONE, rispostaSchema } from '@ricambiamo/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { useRispondiRecensione } from '../hooks/useRecensioni';

/** The seller's one public reply to a review. */
export function RispostaDialogo({ recensioneId, onChiudi }: { recensioneId: string; onChiudi: () => void }) {
  const id = useId();
  const rispondi = useRispondiRecensione();
  const {
    campo,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useFormSchema(rispostaSchema, { testo: '' });
  const testo = watch('testo') ?? '';

  const onSubmit = handleSubmit(async ({ testo: scritto }) => {
    try {
      await rispondi.mutateAsync({ recensioneId, testo: scritto });
      toast.success(MESSAGGI_RECENSIONE.rispostaPubblicata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, ['testo'], MESSAGGI_RECENSIONE.errore);
    }
  });

  return (
    <Dialogo titolo={MESSAGGI_RECENSIONE.rispondi} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <p className="text-slate-600">La risposta è pubblica e si può scrivere una volta sola.</p>
        <AreaTesto id={`${id}-testo`} label="La tua risposta" rows={4} maxLength={MAX_RISPOSTA_RECENSIONE} {...campo('testo')} />
        <p className="-mt-3 text-right text-xs text-slate-500 tabular-nums">
          {testo.length}/{MAX_RISPOSTA_RECENSIONE}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            Pubblica risposta
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
