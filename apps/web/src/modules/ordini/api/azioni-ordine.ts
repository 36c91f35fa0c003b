import { TRANSIZIONI_ORDINE, type StatoOrdine, type UpdateOrderStatusRequest } from '@ricambiamo/contracts';

export type StatoOrdineSeller = UpdateOrderStatusRequest['stato'];

/** docs/rules.md §5: the seller's buttons, named after what they do rather than the status they lead to. */
const ETICHETTA_AZIONE: Record<StatoOrdineSeller, string> = {
  processing: 'In Lavorazione',
  completed: 'Completa',
  cancelled: 'Cancella',
};

const perVenditore = (stato: StatoOrdine): stato is StatoOrdineSeller => stato in ETICHETTA_AZIONE;

export interface AzioneOrdine {
  stato: StatoOrdineSeller;
  etichetta: string;
}

/** The buttons an order in `stato` offers its seller: none once completed or cancelled. */
export const azioniOrdine = (stato: StatoOrdine): AzioneOrdine[] =>
  TRANSIZIONI_ORDINE[stato].filter(perVenditore).map((verso) => ({ stato: verso, etichetta: ETICHETTA_AZIONE[verso] }));
