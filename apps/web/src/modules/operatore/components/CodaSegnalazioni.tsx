import type { StatoCaso } from '@ricambiamo/contracts';
import { ETICHETTE_STATO_CASO, STATI_CASO } from '@ricambiamo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { CasiQuery } from '../api/moderazione.queries';
import { moderazioneKeys } from '../api/moderazione.keys';
import { CasoScheda } from './CasoScheda';
import { FormDecisione } from './FormDecisione';

/** The reports' queue, oldest first, one case per content; filtered by state, "Da decidere" first of all. */
export function CodaSegnalazioni() {
  const client = useGraphqlClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filtro = searchParams.get('stato');
  const stato: StatoCaso | null = filtro === 'tutti' ? null : (STATI_CASO.find((s) => s === filtro) ?? 'aperto');
  const casi = useQuery({ queryKey: moderazioneKeys.casi(stato), queryFn: async () => (await client.request(CasiQuery, { stato })).casiModerazione });

  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Stato
        <select
          value={stato ?? 'tutti'}
          onChange={(e) => setSearchParams(e.target.value === 'aperto' ? {} : { stato: e.target.value }, { replace: true })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {STATI_CASO.map((s) => (
            <option key={s} value={s}>
              {ETICHETTE_STATO_CASO[s]}
            </option>
          ))}
          <option value="tutti">Tutti</option>
        </select>
      </label>
      {casi.isPending ? (
        <PageSpinner />
      ) : casi.isError ? (
        <ErroreCaricamento onRiprova={() => void casi.refetch()} inAttesa={casi.isRefetching} />
      ) : casi.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-sm text-slate-600">
          <Inbox aria-hidden className="size-5 text-slate-400" />
          {stato === 'aperto' ? 'Nessuna segnalazione da decidere.' : 'Nessun caso.'}
        </p>
      ) : (
        <ul className="space-y-5">
          {casi.data.map((caso) => (
            <li key={caso.id}>
              <CasoScheda caso={caso} azioni={caso.stato === 'aperto' ? <FormDecisione caso={caso} /> : undefined} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
