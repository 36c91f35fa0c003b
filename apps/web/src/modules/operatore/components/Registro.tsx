import { useInfiniteQuery } from '@tanstack/react-query';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { RegistroQuery } from '../api/moderazione.queries';
import { moderazioneKeys } from '../api/moderazione.keys';

/** Lines a page of the log holds, as moderation answers them. */
const VOCI_PER_PAGINA = 50;

/** The audit log, newest first: read only, here as everywhere (docs/architecture.md#moderation). */
export function Registro() {
  const client = useGraphqlClient();
  const registro = useInfiniteQuery({
    queryKey: moderazioneKeys.registro,
    queryFn: async ({ pageParam }) => (await client.request(RegistroQuery, { prima: pageParam })).registroModerazione,
    initialPageParam: null as string | null,
    getNextPageParam: (pagina) => (pagina.length < VOCI_PER_PAGINA ? null : (pagina.at(-1)?.createdAt ?? null)),
  });
  if (registro.isPending) return <PageSpinner />;
  if (registro.isError) return <ErroreCaricamento onRiprova={() => void registro.refetch()} inAttesa={registro.isRefetching} />;
  const voci = registro.data.pages.flat();
  if (voci.length === 0) return <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-sm text-slate-600">Nessuna azione registrata.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Ogni azione degli operatori, con chi l’ha fatta, quando e perché. Nessuno può modificarle o cancellarle.</p>
      <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
        {voci.map((voce) => (
          <li key={voce.id} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <time dateTime={voce.createdAt} className="text-slate-500">
              {formattaDataOra(voce.createdAt)}
            </time>
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium text-slate-900">{voce.azione}</p>
              <p className="wrap-anywhere text-slate-700">{voce.oggetto}</p>
              <p className="whitespace-pre-line wrap-anywhere text-slate-600">{voce.motivazione}</p>
              <p className="text-xs wrap-anywhere text-slate-500">{voce.operatore}</p>
            </div>
          </li>
        ))}
      </ol>
      {registro.hasNextPage && (
        <Button variante="secondary" onClick={() => void registro.fetchNextPage()} inAttesa={registro.isFetchingNextPage}>
          Carica le azioni precedenti
        </Button>
      )}
    </div>
  );
}
