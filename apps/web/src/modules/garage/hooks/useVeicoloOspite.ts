import type { Veicolo } from '@ricambiamo/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { iscrivitiVeicoloOspite, testoVeicoloOspite, veicoloDaTesto } from '../api/veicolo-ospite';

/** The visitor's vehicle kept in this browser, followed as it changes here or in another tab; null for none. */
export function useVeicoloOspite(): Veicolo | null {
  // The prerendered page has no browser storage: no vehicle until the app runs in one.
  const testo = useSyncExternalStore(iscrivitiVeicoloOspite, testoVeicoloOspite, () => null);
  return useMemo(() => veicoloDaTesto(testo), [testo]);
}
