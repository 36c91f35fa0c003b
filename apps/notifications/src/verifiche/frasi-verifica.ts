import type { VerificaRichiestaEvent, VerificaRispostaEvent } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';

// What the notifications and the e-mails of a compatibility check share (docs/rules.md §3.14): the events they are
// written from, and their phrases.

/** A check asked, then answered: catalogue's events notifications listens to. */
export const EVENTI_VERIFICA = [CATALOGUE_EVENTS.verificaRichiesta, CATALOGUE_EVENTS.verificaRisposta] as const;
export type EventoVerifica = ReceivedEvent<(typeof EVENTI_VERIFICA)[number]>;

/** "Un acquirente chiede se il ricambio Cambio della tua Fiat Panda 2012 è compatibile con la sua Fiat Punto 2010." */
export const fraseRichiesta = ({ nomeRicambio, titoloAuto, veicolo }: VerificaRichiestaEvent): string =>
  `Un acquirente chiede se il ricambio ${nomeRicambio} della tua ${titoloAuto} è compatibile con la sua ${veicolo}.`;

/** "Il venditore ha risposto che il ricambio Cambio della Fiat Panda 2012 (non) è compatibile con la tua Fiat Punto 2010." */
export const fraseRisposta = ({ nomeRicambio, titoloAuto, veicolo, esito }: VerificaRispostaEvent): string =>
  `Il venditore ha risposto che il ricambio ${nomeRicambio} della ${titoloAuto} ${esito === 'compatibile' ? 'è' : 'non è'} ` +
  `compatibile con la tua ${veicolo}.`;
