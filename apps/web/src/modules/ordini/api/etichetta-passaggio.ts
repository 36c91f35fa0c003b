import { ETICHETTE_STATO_ORDINE, MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import type { PassaggioStato } from './ordine';

/**
 * A timeline step in Italian; a cancellation says who cancelled: the seller, the payment window that expired, or the
 * operator's suspension of the seller.
 */
export function etichettaPassaggio({ stato, autore }: PassaggioStato): string {
  if (stato === 'cancelled' && autore === 'venditore') return MESSAGGI_ORDINE.cancellatoDalVenditore;
  if (stato === 'cancelled' && autore === 'scadenza_pagamento') return MESSAGGI_ORDINE.cancellatoPerScadenza;
  if (stato === 'cancelled' && autore === 'sospensione_venditore') return MESSAGGI_ORDINE.cancellatoPerSospensione;
  return ETICHETTE_STATO_ORDINE[stato];
}
