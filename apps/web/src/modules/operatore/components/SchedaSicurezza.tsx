import { MESSAGGI_SECONDO_FATTORE, rigeneraCodiciRequest } from '@ricambiamo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { toast } from '../../../lib/browser/avvisi';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { Spinner } from '../../ui/components/Spinner';
import { TextField } from '../../ui/components/TextField';
import { RigeneraCodiciRecuperoMutation, SicurezzaOperatoreQuery } from '../api/operatore.queries';
import { reportCodeError } from '../../auth/api/errore-codice';
import { ElencoCodici } from '../../auth/components/ElencoCodici';

const M = MESSAGGI_SECONDO_FATTORE;
const SICUREZZA = ['operatore', 'sicurezza'] as const;

/** The operator's own second factor (docs/rules.md §3.21): how many recovery codes are left, and new ones. */
export function SchedaSicurezza() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const sicurezza = useQuery({ queryKey: SICUREZZA, queryFn: async () => (await client.request(SicurezzaOperatoreQuery, {})).sicurezzaOperatore });
  const rigenera = useMutation({
    mutationFn: async (codice: string) => (await client.request(RigeneraCodiciRecuperoMutation, { codice })).rigeneraCodiciRecupero,
    onSuccess: (codici) => queryClient.setQueryData(SICUREZZA, { codiciRecuperoRimasti: codici.length }),
  });
  const form = useFormSchema(rigeneraCodiciRequest, { codice: '' });
  const onSubmit = form.handleSubmit(async ({ codice }) => {
    try {
      await rigenera.mutateAsync(codice);
      form.reset();
      toast.success(M.rigenerati);
    } catch (error) {
      reportCodeError(error, form.setError, M.codiceErrato);
    }
  });

  return (
    <section aria-labelledby="sicurezza" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="sicurezza" className="text-lg font-semibold text-slate-900">
            {M.sicurezza}
          </h2>
          <p className="text-sm text-slate-600">{M.attivaDal}</p>
          {sicurezza.isPending ? (
            <Spinner />
          ) : sicurezza.isError ? (
            <ErroreCaricamento onRiprova={() => void sicurezza.refetch()} inAttesa={sicurezza.isRefetching} />
          ) : (
            <p className="mt-1 text-sm font-medium text-slate-900">{M.rimasti(sicurezza.data.codiciRecuperoRimasti)}</p>
          )}
        </div>
      </div>
      {rigenera.data ? (
        <ElencoCodici codici={rigenera.data} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-3 border-t border-slate-100 pt-5">
          <h3 className="font-medium text-slate-900">{M.rigenera}</h3>
          <p className="text-sm text-slate-600">{M.istruzioniRigenera}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField label={M.codice} autoComplete="one-time-code" inputMode="numeric" placeholder="123456" className="sm:w-48" {...form.campo('codice')} />
            <Button type="submit" variante="secondary" className="sm:mt-7" inAttesa={form.formState.isSubmitting}>
              <KeyRound aria-hidden className="size-4" />
              {M.rigenera}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
