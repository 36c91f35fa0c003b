import { ESITI_VERIFICA, ETICHETTE_ESITO_VERIFICA, MAX_NOTA_VERIFICA, MESSAGGI_VERIFICA, rispondiVerificaRequest } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { useRispondiVerifica } from '../hooks/useRispondiVerifica';

const CAMPI = ['esito', 'nota'] as const;
const schema = rispondiVerificaRequest.pick({ esito: true, nota: true });

/** The seller's answer to one check: "Compatibile" or "Non compatibile", required, and an optional note. */
export function VerificheRicevuteRisposta({ verificaId, onRisposta }: { verificaId: string; onRisposta: () => void }) {
  const id = useId();
  const rispondi = useRispondiVerifica();
  const {
    register,
    campo,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useFormSchema(schema, { nota: '' });
  const nota = watch('nota') ?? '';
  const erroreEsito = errors.esito?.message;

  const onSubmit = handleSubmit(async ({ esito, nota: testo }) => {
    try {
      await rispondi.mutateAsync({ verificaId, esito, nota: testo });
      toast.success(MESSAGGI_VERIFICA.risposta);
      onRisposta();
    } catch (error) {
      reportFormError(error, setError, CAMPI, MESSAGGI_VERIFICA.erroreRisposta);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Rispondi alla richiesta" className="space-y-3 border-t border-slate-100 pt-4">
      <fieldset aria-describedby={erroreEsito ? `${id}-esito-errore` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">Il ricambio è compatibile?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ESITI_VERIFICA.map((esito) => (
            <label
              key={esito}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm font-medium text-slate-800 transition',
                'hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-100',
              )}
            >
              <input type="radio" value={esito} className="size-4 accent-brand-700" aria-invalid={erroreEsito ? true : undefined} {...register('esito')} />
              {ETICHETTE_ESITO_VERIFICA[esito]}
            </label>
          ))}
        </div>
        {erroreEsito && (
          <p id={`${id}-esito-errore`} className="mt-1.5 text-sm text-red-600">
            {erroreEsito}
          </p>
        )}
      </fieldset>
      <AreaTesto
        id={`${id}-nota`}
        label="Nota per l'acquirente (facoltativa)"
        rows={3}
        maxLength={MAX_NOTA_VERIFICA}
        placeholder="Es. Va bene solo con il cambio a 5 marce"
        {...campo('nota')}
      />
      <p className="-mt-2 text-right text-xs text-slate-500 tabular-nums">
        {nota.length}/{MAX_NOTA_VERIFICA}
      </p>
      <div className="flex sm:justify-end">
        <Button type="submit" inAttesa={isSubmitting} className="w-full sm:w-auto">
          Invia risposta
        </Button>
      </div>
    </form>
  );
}
