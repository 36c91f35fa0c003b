import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { useSessione } from '../../auth/hooks/useSessione';
import { mieiVeicoliQuery } from '../api/miei-veicoli.query';
import type { VeicoloAttivo, VeicoloSalvato } from '../api/veicolo';
import { useVeicoloOspite } from './useVeicoloOspite';

export interface StatoVeicoloAttivo {
  /** null when there is none: no vehicle chosen, an empty garage, or a seller (who has no garage). */
  veicolo: VeicoloAttivo | null;
  inCaricamento: boolean;
}

const comeAttivo = ({ id, marca, modello, anno, carburante, cilindrata, kw, codiceMotore, numeroTelaio }: VeicoloSalvato): VeicoloAttivo => ({
  id,
  marca,
  modello,
  anno,
  carburante,
  cilindrata,
  kw,
  codiceMotore,
  numeroTelaio,
});

/**
 * The vehicle the fit is judged for (docs/rules.md §3.6): a buyer's active vehicle, from the garage; a visitor's, from
 * this browser. A visitor's vehicle joins the garage when they sign in as a buyer (useTrasferisciVeicoloOspite).
 */
export function useVeicoloAttivo(): StatoVeicoloAttivo {
  const { utente, inCaricamento: sessioneInCaricamento } = useSessione();
  const acquirente = utente?.ruolo === 'acquirente';
  const garage = useQuery({ ...mieiVeicoliQuery(useGraphqlClient()), enabled: acquirente });
  const ospite = useVeicoloOspite();
  const attivo = garage.data?.find((veicolo) => veicolo.attivo);

  return useMemo((): StatoVeicoloAttivo => {
    if (sessioneInCaricamento) return { veicolo: null, inCaricamento: true };
    if (acquirente) return { veicolo: attivo ? comeAttivo(attivo) : null, inCaricamento: garage.isPending };
    if (utente) return { veicolo: null, inCaricamento: false };
    return { veicolo: ospite.veicolo ? { ...ospite.veicolo, id: null } : null, inCaricamento: ospite.inCaricamento };
  }, [sessioneInCaricamento, acquirente, attivo, garage.isPending, utente, ospite]);
}
