import { nomeVeicolo } from '@ricambiamo/contracts';
import { scriviSelezione } from '../../catalogo/api/selezione-ricambi';
import type { Richiesta, RispostaRichiesta } from './richiesta.fragment';

const GIORNO = 86_400_000;

/** "Fiat Panda 2012". */
export const titoloRichiesta = (richiesta: Pick<Richiesta, 'marca' | 'modello' | 'anno'>): string => nomeVeicolo(richiesta);

/** "Bologna (BO)", or the province alone. */
export const luogoRichiesta = ({ citta, provincia }: Pick<Richiesta, 'citta' | 'provincia'>): string =>
  citta ? `${citta} (${provincia})` : provincia;

/** Whole days since `iso` by the calendar of the one who reads it: published yesterday at 23:00 is "ieri". */
export function giorniDa(iso: string, adesso: Date = new Date()): number {
  const giorno = (data: Date) => Date.UTC(data.getFullYear(), data.getMonth(), data.getDate());
  return Math.round((giorno(adesso) - giorno(new Date(iso))) / GIORNO);
}

/**
 * "Ordina questo ricambio": the listing's own checkout with the proposed part already chosen, as the listing page
 * writes a selection in its address (catalogo/api/selezione-ricambi).
 */
export const indirizzoOrdine = ({ autoId, ricambioId }: Pick<Proposta, 'autoId' | 'ricambioId'>): string =>
  `/inserzione/${autoId}?${scriviSelezione({ ids: new Set([ricambioId]), checkout: true }).toString()}`;

type Valorizzata<T, K extends keyof T> = T & { [P in K]: NonNullable<T[P]> };
const CAMPI_PROPOSTA = ['venditore', 'autoId', 'ricambioId', 'nomeRicambio', 'titolo', 'prezzoCentesimi', 'spedizioneCentesimi'] as const;

/** An answer with a part: the listing, the part and its price as they were when proposed. */
export type Proposta = Valorizzata<RispostaRichiesta, (typeof CAMPI_PROPOSTA)[number]>;

export const eProposta = (risposta: RispostaRichiesta): risposta is Proposta =>
  risposta.tipo === 'inserzione' && CAMPI_PROPOSTA.every((campo) => risposta[campo] !== null);

/** The answers that propose a part, oldest first: all a buyer or a visitor reads. */
export const proposte = (richiesta: Pick<Richiesta, 'risposte'>): Proposta[] => richiesta.risposte.filter(eProposta);
