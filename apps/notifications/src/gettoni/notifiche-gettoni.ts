import type { BalanceCreditedEvent } from '@ricambiamo/contracts';
import { conteggio, LINK_NOTIFICA, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { NuovaNotifica } from '../notifica/nuova-notifica';

const gettoni = (n: number) => conteggio(n, 'gettone', 'gettoni');

/**
 * The notification of a credit to the seller: only for a purchase. A refund (`rimborso`) gives back what a listing
 * that failed to be created took; the seller was shown that failure right then and sees the balance in the sidebar,
 * so a notification would only repeat it.
 */
export function notificheGettoni({ venditoreId, gettoni: accreditati, movimento, saldo }: BalanceCreditedEvent): NuovaNotifica[] {
  if (movimento !== 'acquisto') return [];
  return [
    {
      utenteId: venditoreId,
      titolo: TITOLI_NOTIFICA.gettoniAccreditati,
      messaggio: `Hai ricevuto ${gettoni(accreditati)}. Saldo attuale: ${gettoni(saldo)}.`,
      link: LINK_NOTIFICA.gettoni,
    },
  ];
}
