import { Controller } from '@nestjs/common';
import type { VenditeVenditoreDto } from '@ricambiamo/contracts';
import { ORDERS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { StatisticheService } from './statistiche.service';

/** A seller's own figures only: the actor decides whose, the request carries nothing. */
@Controller()
export class StatisticheController {
  constructor(private readonly statistiche: StatisticheService) {}

  @Handles(ORDERS.stats.sellerWeekly)
  sellerWeekly(_data: object, call: Call<'venditore'>): Promise<VenditeVenditoreDto> {
    return this.statistiche.venditeVenditore(call.actor);
  }
}
