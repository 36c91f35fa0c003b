import type { DecisioneOutput } from '@ricambiamo/contracts';
import { azioniPer, decisioneSchema, MAX_GIORNI_SOSPENSIONE, ETICHETTE_AZIONE, ETICHETTE_FONDAMENTO, FONDAMENTI, MAX_TESTO_DECISIONE } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import type { Caso } from '../api/moderazione.queries';
import { DecidiCasoMutation } from '../api/moderazione.queries';
import { moderazioneKeys } from '../api/moderazione.keys';
import { GruppoRadio } from '../../ui/components/GruppoRadio';

/**
 * The decision on a case (art. 17 DSA): dismiss, warn, hide a listing or a review, or suspend a seller, with the facts
 * and the ground the statement of reasons will carry to the content's author; only the decisions that apply to the
 * content are offered, and the service checks them again.
 */
export function FormDecisione({ caso }: { caso: Caso }) {
  const id = useId();
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const decidi = useMutation({
    mutationFn: async (input: DecisioneOutput) => (await client.request(DecidiCasoMutation, { input: { ...input, casoId: caso.id } })).decidiCaso,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderazioneKeys.tutto }),
  });
  const azioni = azioniPer(caso.oggetto);
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
    watch,
  } = useFormSchema(decisioneSchema, { fatti: '' });
  const sospensione = watch('azione') === 'sospendi_venditore';

  const onSubmit = handleSubmit(async (decisione) => {
    try {
      await decidi.mutateAsync(decisione);
      toast.success('Decisione registrata');
    } catch (error) {
      reportFormError(error, setError, ['azione', 'fatti', 'fondamento'], 'Non è stato possibile registrare la decisione. Riprova.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Decisione" className="space-y-4 border-t border-slate-100 pt-4 text-sm">
      <GruppoRadio legenda="Decisione" opzioni={azioni} etichette={ETICHETTE_AZIONE} campo={register('azione')} errore={errors.azione?.message} />
      <div>
        <label htmlFor={`${id}-fondamento`} className="mb-1.5 block font-medium text-slate-700">
          Fondamento
        </label>
        <select id={`${id}-fondamento`} {...register('fondamento')} defaultValue="" className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5">
          <option value="" disabled>
            Scegli la norma o la clausola
          </option>
          {FONDAMENTI.map((f) => (
            <option key={f} value={f}>
              {ETICHETTE_FONDAMENTO[f]}
            </option>
          ))}
        </select>
        {errors.fondamento && <p className="mt-1 text-sm text-red-600">{errors.fondamento.message}</p>}
      </div>
      {sospensione && (
        <TextField
          label="Giorni di sospensione (vuoto: fino a nuovo avviso)"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_GIORNI_SOSPENSIONE}
          className="sm:w-72"
          {...campo('giorniSospensione')}
        />
      )}
      <AreaTesto
        id={`${id}-fatti`}
        label="Fatti e circostanze (li legge l’autore del contenuto)"
        rows={3}
        maxLength={MAX_TESTO_DECISIONE}
        {...campo('fatti')}
      />
      <div className="flex justify-end">
        <Button type="submit" inAttesa={isSubmitting}>
          Registra la decisione
        </Button>
      </div>
    </form>
  );
}
