import { MAX_DETTAGLI_SEGNALAZIONE, MESSAGGI_SEGNALAZIONE, segnalazioneDi } from '@ricambiamo/contracts';
import { useId, useMemo } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { GruppoRadio } from '../../ui/components/GruppoRadio';
import { BuonaFede } from './BuonaFede';

export interface Segnalazione<M extends string> {
  motivo: M;
  dettagli: string | null;
  buonaFede: true;
}

interface SegnalaDialogoProps<M extends string> {
  titolo: string;
  /** The reasons the reported content admits, in the order shown, with their labels. */
  motivi: readonly [M, ...M[]];
  etichette: Readonly<Record<M, string>>;
  /** What happens to the content and who reads it: said under the form. */
  spiegazione: string;
  /** The toast once sent. */
  inviata: string;
  /** The form's message when the service fails without a field error. */
  errore: string;
  invia: (segnalazione: Segnalazione<M>) => Promise<unknown>;
  onChiudi: () => void;
}

/**
 * A report to the site's operator of a review, a conversation or a request: a reason, optional details and the
 * statement of good faith, checked by the schema the service applies (segnalazioneDi). Each content's own dialog says what it is and how it is sent.
 */
export function SegnalaDialogo<M extends string>({ titolo, motivi, etichette, spiegazione, inviata, errore, invia, onChiudi }: SegnalaDialogoProps<M>) {
  const id = useId();
  // The form needs only that the reason is one of these: checked as plain strings, handed on as the content's own.
  const schema = useMemo(() => segnalazioneDi<readonly [string, ...string[]]>(motivi), [motivi]);
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useFormSchema(schema, { dettagli: '' });

  const onSubmit = handleSubmit(async ({ motivo, dettagli, buonaFede }) => {
    try {
      await invia({ motivo: motivo as M, dettagli, buonaFede });
      toast.success(inviata);
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, ['motivo', 'dettagli', 'buonaFede'], errore);
    }
  });

  return (
    <Dialogo titolo={titolo} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <GruppoRadio legenda={MESSAGGI_SEGNALAZIONE.legendaMotivo} opzioni={motivi} etichette={etichette} campo={register('motivo')} errore={errors.motivo?.message} />
        <AreaTesto
          id={`${id}-dettagli`}
          label={MESSAGGI_SEGNALAZIONE.dettagli}
          rows={3}
          maxLength={MAX_DETTAGLI_SEGNALAZIONE}
          {...campo('dettagli')}
        />
        <BuonaFede campo={register('buonaFede')} errore={errors.buonaFede?.message} />
        <p className="text-xs text-slate-500">{spiegazione}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            {MESSAGGI_SEGNALAZIONE.invia}
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
