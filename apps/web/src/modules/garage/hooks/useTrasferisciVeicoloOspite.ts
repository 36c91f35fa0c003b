import { chiaveNome, MASSIMO_VEICOLI_GARAGE, MESSAGGI_GARAGE, nomeVeicolo, normalizzaCodice, type Veicolo } from '@ricambiamo/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { ApiError } from '../../../lib/graphql/api-error';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { useSessione } from '../../auth/hooks/useSessione';
import { AggiungiVeicoloMutation } from '../api/aggiungi-veicolo.mutation';
import { AttivaVeicoloMutation } from '../api/attiva-veicolo.mutation';
import { garageKeys } from '../api/garage.keys';
import { MieiVeicoliQuery } from '../api/miei-veicoli.query';
import type { VeicoloSalvato } from '../api/veicolo';
import { dimenticaVeicoloOspite, leggiVeicoloOspite } from '../api/veicolo-ospite';
import { useVeicoloOspite } from './useVeicoloOspite';

const codice = (valore: string | null) => (valore ? normalizzaCodice(valore) : '');

/** The same vehicle, as the fit rules compare one (names by chiaveNome, codes by normalizzaCodice). */
const stessoVeicolo = (salvato: VeicoloSalvato, ospite: Veicolo) =>
  chiaveNome(salvato.marca) === chiaveNome(ospite.marca) &&
  chiaveNome(salvato.modello) === chiaveNome(ospite.modello) &&
  salvato.anno === ospite.anno &&
  salvato.carburante === ospite.carburante &&
  salvato.cilindrata === ospite.cilindrata &&
  salvato.kw === ospite.kw &&
  codice(salvato.codiceMotore) === codice(ospite.codiceMotore) &&
  (salvato.numeroTelaio ?? '') === (ospite.numeroTelaio ?? '');

/** Buyers whose visitor's vehicle is on its way to their garage: a second render, or a second mount, sends nothing more. */
const inCorso = new Set<string>();

/**
 * Moves the visitor's vehicle into the garage and makes it the active one: the one already there when the garage has
 * it, a new one when the garage has room; when it is full, a toast says the vehicle was not saved. The browser forgets
 * the vehicle once the garage has taken it or refused it for good.
 */
async function trasferisci(client: GraphqlClient, queryClient: QueryClient): Promise<void> {
  const ospite = await leggiVeicoloOspite();
  if (!ospite) {
    dimenticaVeicoloOspite();
    return;
  }
  try {
    const { mieiVeicoli } = await client.request(MieiVeicoliQuery, {});
    const giaSalvato = mieiVeicoli.find((veicolo) => stessoVeicolo(veicolo, ospite));
    if (giaSalvato) {
      if (!giaSalvato.attivo) await client.request(AttivaVeicoloMutation, { id: giaSalvato.id });
    } else if (mieiVeicoli.length >= MASSIMO_VEICOLI_GARAGE) {
      toast.error(MESSAGGI_GARAGE.ospiteNonSalvato(nomeVeicolo(ospite)));
    } else {
      await client.request(AggiungiVeicoloMutation, { input: { ...ospite, attivo: true } });
    }
    dimenticaVeicoloOspite();
  } catch (error) {
    // Refused by the garage (filled meanwhile, a vehicle no longer valid): asking again would be refused again. Anything
    // else (the network, the session, the server) keeps the vehicle for the next sign-in or page load.
    if (!(error instanceof ApiError)) return;
    if (error.code === 'GARAGE_LIMIT_REACHED') toast.error(MESSAGGI_GARAGE.ospiteNonSalvato(nomeVeicolo(ospite)));
    if (error.code === 'GARAGE_LIMIT_REACHED' || error.code === 'VALIDATION_FAILED') dimenticaVeicoloOspite();
  } finally {
    await queryClient.invalidateQueries({ queryKey: garageKeys.veicoli });
  }
}

/**
 * docs/rules.md §3.6: a visitor's vehicle moves to the account when they sign in as a buyer, whether by logging in,
 * registering or coming back with a remembered session. Used once, by the site's frame.
 */
export function useTrasferisciVeicoloOspite(): void {
  const { utente } = useSessione();
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const haVeicolo = useVeicoloOspite().veicolo !== null;
  const acquirenteId = utente?.ruolo === 'acquirente' ? utente.id : null;

  useEffect(() => {
    if (!acquirenteId || !haVeicolo || inCorso.has(acquirenteId)) return;
    inCorso.add(acquirenteId);
    void trasferisci(client, queryClient).finally(() => inCorso.delete(acquirenteId));
  }, [acquirenteId, haVeicolo, client, queryClient]);
}
