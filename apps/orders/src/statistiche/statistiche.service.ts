import { Injectable } from '@nestjs/common';
import type { Actor, VenditeVenditoreDto } from '@ricambiamo/contracts';
import { perSettimana, settimaneStatistiche } from '@ricambiamo/contracts';
import { StatisticheRepository } from './statistiche.repository';

/** The seller's statistics page, orders' half (docs/rules.md §3.15); catalogue gives the views. */
@Injectable()
export class StatisticheService {
  constructor(private readonly statistiche: StatisticheRepository) {}

  /** Only the actor's orders as seller: the queries are keyed by the actor, never by anything the request says. */
  async venditeVenditore(actor: Actor, ora = new Date()): Promise<VenditeVenditoreDto> {
    const settimane = settimaneStatistiche(ora);
    const [righe, ricambiPiuVenduti] = await Promise.all([
      this.statistiche.perSettimana(actor.userId, settimane[0]),
      this.statistiche.ricambiPiuVenduti(actor.userId, settimane[0]),
    ]);
    return {
      settimane: perSettimana(settimane, righe, (settimana) => ({ settimana, ordini: 0, venditeCentesimi: 0 })),
      ricambiPiuVenduti,
    };
  }
}
