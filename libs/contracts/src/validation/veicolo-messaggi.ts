// The garage's texts and limits apart from its schema: the home page names the active vehicle without zod.
import type { Veicolo } from './veicolo';

/**
 * Ours: the vehicles one buyer may keep in the garage (docs/rules.md §3.6). A household or a small fleet has a few;
 * the fit badges are computed for the one active, so more would only be a list to scroll.
 */
export const MASSIMO_VEICOLI_GARAGE = 5;

/** docs/rules.md §3.6 and §8; ours, in the voice of the listing form's. */
export const MESSAGGI_GARAGE = {
  troppiVeicoli: `Puoi salvare al massimo ${MASSIMO_VEICOLI_GARAGE} veicoli`,
  caricamento: 'Errore nel caricamento dei tuoi veicoli',
  salvataggio: 'Si è verificato un errore durante il salvataggio del veicolo',
  eliminazione: "Errore durante l'eliminazione del veicolo",
  attivazione: "Errore durante l'attivazione del veicolo",
  aggiunto: 'Veicolo aggiunto',
  aggiornato: 'Veicolo aggiornato',
  eliminato: 'Veicolo eliminato',
  attivato: (nome: string) => `${nome} è ora il tuo veicolo attivo`,
  /** Under the VIN typed, when its maker is known (decodificaVin). */
  marcaDalTelaio: (marca: string) => `Secondo il numero di telaio è un'auto ${marca}`,
  garagePieno: `Hai salvato ${MASSIMO_VEICOLI_GARAGE} veicoli, il massimo: eliminane uno per aggiungerne un altro`,
  /** At login, when the vehicle chosen as a visitor could not join a full garage. */
  ospiteNonSalvato: (nome: string) =>
    `${nome}, scelto prima dell'accesso, non è stato salvato: hai già ${MASSIMO_VEICOLI_GARAGE} veicoli`,
} as const;

/** How a vehicle is named in lists and toasts: "Fiat Panda 2012". */
export const nomeVeicolo = ({ marca, modello, anno }: Pick<Veicolo, 'marca' | 'modello' | 'anno'>): string => `${marca} ${modello} ${anno}`;
