import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '../../../graphql';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import type { RicercaSalvata } from '../api/ricerca-salvata.fragment';
import { ricercheKeys } from '../api/ricerche.keys';
import { DisattivaAvvisiMutation, EliminaRicercaMutation, ModificaRicercaMutation, SalvaRicercaMutation } from '../api/ricerche.mutations';
import { ricercheSalvateQuery } from '../api/ricerche.queries';

export function useRicercheSalvate() {
  return useQuery(ricercheSalvateQuery(useGraphqlClient()));
}

/** A new search goes to the list's top on the server: the list, if read already, is read again. */
export function useSalvaRicerca() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VariablesOf<typeof SalvaRicercaMutation>['input']) =>
      (await client.request(SalvaRicercaMutation, { input })).salvaRicerca,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ricercheKeys.elenco }),
  });
}

/** Renamed, paused, resumed or another frequency: the search as the server answers it replaces the listed one. */
export function useModificaRicerca() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VariablesOf<typeof ModificaRicercaMutation>['input']) =>
      (await client.request(ModificaRicercaMutation, { input })).modificaRicerca,
    onSuccess: (modificata) =>
      queryClient.setQueryData<RicercaSalvata[]>(ricercheKeys.elenco, (elenco) =>
        elenco?.map((ricerca) => (ricerca.id === modificata.id ? modificata : ricerca)),
      ),
  });
}

export function useEliminaRicerca() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ricercaId: string) => client.request(EliminaRicercaMutation, { ricercaId }),
    onSuccess: (_risposta, ricercaId) =>
      queryClient.setQueryData<RicercaSalvata[]>(ricercheKeys.elenco, (elenco) => elenco?.filter((ricerca) => ricerca.id !== ricercaId)),
  });
}

/** An e-mail's link, with or without a session: answers the search's name. */
export function useDisattivaAvvisi() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await client.request(DisattivaAvvisiMutation, { token })).disattivaAvvisi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ricercheKeys.elenco }),
  });
}
