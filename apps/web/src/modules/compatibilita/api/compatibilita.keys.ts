import type { VeicoloAcquirente } from '@ricambiamo/contracts';

export const compatibilitaKeys = {
  /** Every vehicle's answer for the listing: a check asked or answered reads them all again. */
  inserzione: (autoId: string) => ['compatibilita', autoId] as const,
  perVeicolo: (autoId: string, veicolo: VeicoloAcquirente | null, acquirente: boolean) =>
    [...compatibilitaKeys.inserzione(autoId), veicolo, acquirente] as const,
};
