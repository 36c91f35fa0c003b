import { inserzioniPubblicabili, PACCHETTI_GETTONI, prezzoPerGettoneCentesimi } from '@ricambiamo/contracts';
import type { Pacchetto } from '../../gettoni/api/pacchetto';

/**
 * The packs as the token screen receives them, derived from the contracts' table rather than fetched: a public page
 * about prices should not wait on the gateway, and both read the same numbers.
 */
export const LISTINO_PACCHETTI: Pacchetto[] = PACCHETTI_GETTONI.map((pacchetto) => ({
  id: pacchetto.id,
  gettoni: pacchetto.gettoni,
  prezzoCentesimi: pacchetto.prezzoCentesimi,
  prezzoPerGettoneCentesimi: prezzoPerGettoneCentesimi(pacchetto),
  inserzioni: inserzioniPubblicabili(pacchetto),
  risparmioEuro: pacchetto.risparmioEuro,
  piuPopolare: pacchetto.piuPopolare,
}));
