import { ETICHETTE_ESITO_RICORSO } from '@ricambiamo/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { formattaDataOra } from '../../../lib/format/formatta-data-ora';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { MieiProvvedimentiQuery, provvedimentiKeys } from '../api/provvedimenti.queries';
import { PROVVEDIMENTO_AZIONE_BREVE } from './testi';

/** /provvedimenti: the statements of reasons issued to the user (docs/rules.md §3.22), newest first. */
export function ProvvedimentiPage() {
  const client = useGraphqlClient();
  const provvedimenti = useQuery({
    queryKey: provvedimentiKeys.miei,
    queryFn: async () => (await client.request(MieiProvvedimentiQuery, {})).mieiProvvedimenti,
  });
  return (
    <div className="space-y-6">
      <IntestazionePagina titolo="Provvedimenti">
        Le decisioni dell’operatore sui tuoi contenuti, con le motivazioni. Puoi contestarle una volta ciascuna.
      </IntestazionePagina>
      {provvedimenti.isPending ? (
        <PageSpinner />
      ) : provvedimenti.isError ? (
        <ErroreCaricamento onRiprova={() => void provvedimenti.refetch()} inAttesa={provvedimenti.isRefetching} />
      ) : provvedimenti.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-sm text-slate-600">
          <Scale aria-hidden className="size-5 text-slate-400" />
          Nessun provvedimento: i tuoi contenuti rispettano le regole.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {provvedimenti.data.map((p) => (
            <li key={p.id}>
              <Link to={`/provvedimenti/${p.id}`} className="flex items-center gap-3 p-4 hover:bg-slate-50">
                <Scale aria-hidden className="size-5 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium wrap-anywhere text-slate-900">
                    {PROVVEDIMENTO_AZIONE_BREVE[p.azione]}: {p.titolo}
                  </span>
                  <span className="block text-sm text-slate-500">
                    {formattaDataOra(p.createdAt)}
                    {p.ricorso && ` · ${ETICHETTE_ESITO_RICORSO[p.ricorso.esito ?? 'in-esame']}`}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-5 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
