import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { useSessione } from '../../auth/hooks/useSessione';
import { useVeicoloAttivo } from '../../garage/hooks/useVeicoloAttivo';
import type { CompatibilitaRicambio, VeicoloRichiesto } from '../api/compatibilita-inserzione.query';
import { compatibilitaInserzioneQuery } from '../api/compatibilita-inserzione.query';

export interface StatoCompatibilitaRicambio {
  /** The active vehicle the badge is for; null without one. */
  veicolo: VeicoloRichiesto | null;
  /** What catalogue knows of this part: undefined while loading, or when the answer could not be read. */
  ricambio: CompatibilitaRicambio | undefined;
  inCaricamento: boolean;
  errore: boolean;
}

/**
 * The fit of one part of a listing for the active vehicle (docs/rules.md §3.14), with a buyer's own checks. Every row
 * asks with the same key, so the listing's parts are read together, once.
 */
export function useCompatibilitaRicambio(autoId: string, ricambioId: string): StatoCompatibilitaRicambio {
  const { utente } = useSessione();
  const { veicolo: attivo, inCaricamento: veicoloInCaricamento } = useVeicoloAttivo();
  const veicolo: VeicoloRichiesto | null = attivo && {
    marca: attivo.marca,
    modello: attivo.modello,
    anno: attivo.anno,
    carburante: attivo.carburante,
    cilindrata: attivo.cilindrata,
    kw: attivo.kw,
    codiceMotore: attivo.codiceMotore ?? null,
  };
  const acquirente = utente?.ruolo === 'acquirente';
  const query = useQuery({ ...compatibilitaInserzioneQuery(useGraphqlClient(), autoId, veicolo, acquirente), enabled: !veicoloInCaricamento });
  return {
    veicolo,
    ricambio: query.data?.find((r) => r.ricambioId === ricambioId),
    inCaricamento: veicoloInCaricamento || query.isPending,
    errore: query.isError,
  };
}
