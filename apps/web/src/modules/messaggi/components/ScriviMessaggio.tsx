import { MAX_TESTO_MESSAGGIO, MESSAGGI_CONVERSAZIONE, testoMessaggioSchema } from '@ricambiamo/contracts';
import { SendHorizontal } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { ApiError } from '../../../lib/graphql/api-error';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import { useInviaMessaggio } from '../hooks/useMessaggi';

/**
 * The thread's composer. A refusal (too many messages, the conversation gone) is said under the text, which stays, so
 * nothing typed is lost; Ctrl or Cmd with Enter sends, Enter alone starts a new line.
 */
export function ScriviMessaggio({ conversazioneId }: { conversazioneId: string }) {
  const id = useId();
  const invia = useInviaMessaggio(conversazioneId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { isSubmitting, errors },
  } = useFormSchema(testoMessaggioSchema, { testo: '' });
  const lunghezza = (watch('testo') ?? '').length;

  const onSubmit = handleSubmit(async ({ testo }) => {
    try {
      await invia.mutateAsync(testo);
      reset({ testo: '' });
    } catch (error) {
      // A lost session has its one toast; anything else stays beside the text it refused.
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
        reportFormError(error, setError, ['testo'], MESSAGGI_CONVERSAZIONE.errore);
        return;
      }
      const campo = error instanceof ApiError ? error.fields.testo : undefined;
      setError('testo', { type: 'server', message: campo ?? messaggioErrore(error, MESSAGGI_CONVERSAZIONE.errore) });
    }
  });

  const scorciatoia = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3">
      <label htmlFor={`${id}-testo`} className="sr-only">
        {MESSAGGI_CONVERSAZIONE.testo}
      </label>
      <textarea
        id={`${id}-testo`}
        rows={3}
        maxLength={MAX_TESTO_MESSAGGIO}
        placeholder={MESSAGGI_CONVERSAZIONE.testo}
        aria-invalid={errors.testo ? true : undefined}
        aria-describedby={errors.testo ? `${id}-errore` : `${id}-conteggio`}
        onKeyDown={scorciatoia}
        className="block max-h-48 min-h-16 w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        {...register('testo')}
      />
      {errors.testo && (
        <p id={`${id}-errore`} role="alert" className="mt-1.5 text-sm text-red-600">
          {errors.testo.message}
        </p>
      )}
      <div className="mt-2 flex items-center justify-between gap-3">
        <p id={`${id}-conteggio`} className="text-xs text-slate-500">
          <span className="tabular-nums">
            {lunghezza}/{MAX_TESTO_MESSAGGIO}
          </span>
          <span className="hidden sm:inline"> · {MESSAGGI_CONVERSAZIONE.scorciatoia}</span>
        </p>
        <Button type="submit" inAttesa={isSubmitting} className="px-4 py-2">
          <SendHorizontal aria-hidden className="size-4" />
          {MESSAGGI_CONVERSAZIONE.invia}
        </Button>
      </div>
    </form>
  );
}
