import { COME_CONTESTARE, MAX_TESTO_RICORSO, ricorsoSchema } from '@ricambiamo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { ApiError } from '../../../lib/graphql/api-error';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { RisorsaNonTrovata } from '../../ui/components/RisorsaNonTrovata';
import type { Provvedimento } from '../api/provvedimenti.queries';
import { provvedimentiKeys, ProvvedimentoQuery, RicorriMutation } from '../api/provvedimenti.queries';
import { Motivazione } from './Motivazione';
import { PROVVEDIMENTO_AZIONE_BREVE } from './testi';

/** /provvedimenti/:id: one statement of reasons (art. 17 DSA), and its appeal while one can be lodged. */
export function ProvvedimentoPage() {
  const { id = '' } = useParams();
  const client = useGraphqlClient();
  const provvedimento = useQuery({
    queryKey: provvedimentiKeys.uno(id),
    queryFn: async () => (await client.request(ProvvedimentoQuery, { provvedimentoId: id })).provvedimento,
  });
  if (provvedimento.isPending) return <PageSpinner />;
  if (provvedimento.isError) {
    if (provvedimento.error instanceof ApiError && ['STATEMENT_NOT_FOUND', 'VALIDATION_FAILED'].includes(provvedimento.error.code)) {
      return <RisorsaNonTrovata titolo="Provvedimento non trovato" testo="Il provvedimento che cerchi non esiste o non riguarda il tuo account." />;
    }
    return <ErroreCaricamento onRiprova={() => void provvedimento.refetch()} inAttesa={provvedimento.isRefetching} />;
  }
  const p = provvedimento.data;
  const ricorribile = !p.ricorso && Date.now() < Date.parse(p.ricorribileFino);
  return (
    <div className="space-y-6">
      <IntestazionePagina titolo={`${PROVVEDIMENTO_AZIONE_BREVE[p.azione]}: ${p.titolo}`} titoloScheda="Provvedimento">
        <Link to="/provvedimenti" className="text-brand-700 hover:underline">
          Tutti i provvedimenti
        </Link>
      </IntestazionePagina>
      <section aria-labelledby="motivazione" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="motivazione" className="text-lg font-semibold text-slate-900">
          Motivazione della decisione
        </h2>
        <Motivazione provvedimento={p} />
      </section>
      {ricorribile ? (
        <FormRicorso provvedimento={p} />
      ) : (
        !p.ricorso && <p className="text-sm text-slate-600">Il termine per contestare questa decisione è scaduto il {formattaDataOra(p.ricorribileFino)}.</p>
      )}
    </div>
  );
}

function FormRicorso({ provvedimento }: { provvedimento: Provvedimento }) {
  const id = useId();
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const ricorri = useMutation({
    mutationFn: async (testo: string) => (await client.request(RicorriMutation, { provvedimentoId: provvedimento.id, testo })).ricorri,
    onSuccess: (aggiornato) => {
      queryClient.setQueryData(provvedimentiKeys.uno(provvedimento.id), aggiornato);
      void queryClient.invalidateQueries({ queryKey: provvedimentiKeys.miei });
    },
  });
  const {
    campo,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(ricorsoSchema, { testo: '' });
  const onSubmit = handleSubmit(async ({ testo }) => {
    try {
      await ricorri.mutateAsync(testo);
      toast.success('Ricorso inviato: ti scriveremo l’esito');
    } catch (error) {
      reportFormError(error, setError, ['testo'], 'Non è stato possibile inviare il ricorso. Riprova.');
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ricorso" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="ricorso" className="text-lg font-semibold text-slate-900">
        Contesta la decisione
      </h2>
      <p className="text-sm text-slate-600">{COME_CONTESTARE}</p>
      <AreaTesto id={`${id}-testo`} label="Perché la decisione è sbagliata" rows={4} maxLength={MAX_TESTO_RICORSO} {...campo('testo')} />
      <div className="flex justify-end">
        <Button type="submit" inAttesa={isSubmitting}>
          Invia il ricorso
        </Button>
      </div>
    </form>
  );
}
