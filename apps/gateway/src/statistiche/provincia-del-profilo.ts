import type { Provincia } from '@ricambiamo/contracts';
import { provinciaValida } from '@ricambiamo/contracts';

/** A profile's province when it is one of PROVINCE, null otherwise: demand's contracts take nothing else. */
export const provinciaDelProfilo = (provincia: string | null): Provincia | null =>
  provincia && provinciaValida(provincia) ? provincia : null;
