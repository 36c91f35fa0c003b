import type { Actor } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { ServiceHarness } from './service-harness';
import { waitFor } from './wait-for';

/**
 * Publishes a seller's registration as identity does, and waits until the service's read model of sellers
 * (`venditori`, in catalogue and orders) has it.
 */
export async function registraVenditore(
  h: Pick<ServiceHarness, 'publish' | 'sql'>,
  seller: Actor,
  nome: string,
  { nomeAttivita = null, iban = null, tracciabile = true }: { nomeAttivita?: string | null; iban?: string | null; tracciabile?: boolean } = {},
): Promise<void> {
  // A trader who gave their "Dati per la vendita", as every seller must before publishing (art. 30 DSA).
  await h.publish(IDENTITY_EVENTS.userRegistered, { userId: seller.userId, email: `${seller.userId}@esempio.it`, nome, ruolo: 'venditore', nomeAttivita, iban, tracciabile });
  await waitFor(async () => {
    const rows = await h.sql('SELECT 1 FROM venditori WHERE id = $1 AND nome = $2', [seller.userId, nome]);
    return rows.length === 1 ? true : undefined;
  });
}
