import type { EsitoRicorsoInput } from '@ricambiamo/contracts';
import { ESITI_RICORSO, ETICHETTE_ESITO_RICORSO, esitoRicorsoSchema, MAX_TESTO_DECISIONE } from '@ricambiamo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { useSessione } from '../../auth/hooks/useSessione';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { PageSpinner } from '../../ui/components/PageSpinner';
import type { Caso } from '../api/moderazione.queries';
import { DecidiRicorsoMutation, RicorsiQuery } from '../api/moderazione.queries';
import { moderazioneKeys } from '../api/moderazione.keys';
import { CasoScheda } from './CasoScheda';
import { GruppoRadio } from '../../ui/components/GruppoRadio';

/** The appeals waiting, oldest first: each decided by an operator other than the one who took the decision. */
export function Ricorsi() {
  const client = useGraphqlClient();
  const ricorsi = useQuery({ queryKey: moderazioneKeys.ricorsi, queryFn: async () => (await client.request(RicorsiQuery, {})).ricorsiModerazione });
  if (ricorsi.isPending) return <PageSpinner />;
  if (ricorsi.isError) return <ErroreCaricamento onRiprova={() => void ricorsi.refetch()} inAttesa={ricorsi.isRefetching} />;
  if (ricorsi.data.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-sm text-slate-600">
        <Inbox aria-hidden className="size-5 text-slate-400" />
        Nessun ricorso da decidere.
      </p>
    );
  }
  return (
    <ul className="space-y-5">
      {ricorsi.data.map((caso) => (
        <li key={caso.id}>
          <CasoScheda caso={caso} azioni={<FormEsito caso={caso} />} />
        </li>
      ))}
    </ul>
  );
}

function FormEsito({ caso }: { caso: Caso }) {
  const id = useId();
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const { utente } = useSessione();
  const provvedimentoId = caso.provvedimento?.id ?? '';
  const decidi = useMutation({
    mutationFn: async (input: EsitoRicorsoInput) => (await client.request(DecidiRicorsoMutation, { input: { ...input, provvedimentoId } })).decidiRicorso,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderazioneKeys.tutto }),
  });
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useFormSchema(esitoRicorsoSchema, { motivazione: '' });
  const onSubmit = handleSubmit(async (esito) => {
    try {
      await decidi.mutateAsync(esito);
      toast.success('Esito del ricorso registrato');
    } catch (error) {
      reportFormError(error, setError, ['esito', 'motivazione'], 'Non è stato possibile registrare l’esito. Riprova.');
    }
  });

  // The one who decided sees why the form is not theirs, before trying it; the service refuses it all the same.
  if (caso.decisione?.operatoreId === utente?.id) {
    return <p className="border-t border-slate-100 pt-4 text-sm text-slate-600">Hai preso tu questa decisione: il ricorso lo decide un altro operatore.</p>;
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Esito del ricorso" className="space-y-4 border-t border-slate-100 pt-4 text-sm">
      <GruppoRadio legenda="Esito del ricorso" opzioni={ESITI_RICORSO} etichette={ETICHETTE_ESITO_RICORSO} campo={register('esito')} errore={errors.esito?.message} />
      <AreaTesto id={`${id}-motivazione`} label="Motivazione (la legge chi ha fatto ricorso)" rows={3} maxLength={MAX_TESTO_DECISIONE} {...campo('motivazione')} />
      <div className="flex justify-end">
        <Button type="submit" inAttesa={isSubmitting}>
          Registra l’esito
        </Button>
      </div>
    </form>
  );
}
