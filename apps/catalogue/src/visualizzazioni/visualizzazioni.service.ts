import { Injectable } from '@nestjs/common';
import type { Actor, RegistraVisualizzazioneRequest, VisualizzazioniVenditoreDto } from '@ricambiamo/contracts';
import { perSettimana, settimaneStatistiche } from '@ricambiamo/contracts';
import { VisualizzazioniRepository } from './visualizzazioni.repository';

/** Listing detail views, counted once per visitor and day, and the seller's own per week (docs/rules.md §3.15). */
@Injectable()
export class VisualizzazioniService {
  constructor(private readonly visualizzazioni: VisualizzazioniRepository) {}

  async registra({ autoId, giorno, visitatore }: RegistraVisualizzazioneRequest): Promise<boolean> {
    return this.visualizzazioni.registra(autoId, giorno, visitatore);
  }

  /** Only the actor's listings: the query is keyed by the actor, never by anything the request says. */
  async delVenditore(actor: Actor, ora = new Date()): Promise<VisualizzazioniVenditoreDto> {
    const settimane = settimaneStatistiche(ora);
    const [perSett, autoPiuViste] = await Promise.all([
      this.visualizzazioni.perSettimana(actor.userId, settimane[0]),
      this.visualizzazioni.piuViste(actor.userId, settimane[0]),
    ]);
    return {
      settimane: perSettimana(settimane, perSett, (settimana) => ({ settimana, visualizzazioni: 0 })),
      autoPiuViste,
    };
  }
}
