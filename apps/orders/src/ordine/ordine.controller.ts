import { Controller } from '@nestjs/common';
import type {
  OrdineDto,
  ParsedRequestOf,
  RicambioVendutoDto,
  StatisticheAcquirenteDto,
  StatisticheVenditoreDto,
} from '@ricambiamo/contracts';
import { ORDERS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { OrdineService } from './ordine.service';

const ORDER = ORDERS.order;

/** Each party reads only its own orders (the actor, never a field of the request); only the seller moves them. */
@Controller()
export class OrdineController {
  constructor(private readonly ordini: OrdineService) {}

  @Handles(ORDER.mine)
  mine(data: ParsedRequestOf<typeof ORDER.mine>, call: Call<'acquirente'>): Promise<OrdineDto[]> {
    return this.ordini.mine(call.actor, data.q);
  }

  @Handles(ORDER.forSeller)
  forSeller(data: ParsedRequestOf<typeof ORDER.forSeller>, call: Call<'venditore'>): Promise<OrdineDto[]> {
    return this.ordini.forSeller(call.actor, data.q);
  }

  @Handles(ORDER.get)
  get(data: ParsedRequestOf<typeof ORDER.get>, call: Call<'authenticated'>): Promise<OrdineDto> {
    return this.ordini.get(call.actor, data.ordineId);
  }

  @Handles(ORDER.updateStatus)
  updateStatus(data: ParsedRequestOf<typeof ORDER.updateStatus>, call: Call<'venditore'>): Promise<OrdineDto> {
    return this.ordini.updateStatus(call.actor, call.correlationId, data);
  }

  @Handles(ORDERS.stats.seller)
  statsSeller(_data: object, call: Call<'venditore'>): Promise<StatisticheVenditoreDto> {
    return this.ordini.statsSeller(call.actor);
  }

  @Handles(ORDERS.stats.buyer)
  statsBuyer(_data: object, call: Call<'acquirente'>): Promise<StatisticheAcquirenteDto> {
    return this.ordini.statsBuyer(call.actor);
  }

  @Handles(ORDERS.soldParts.byListing)
  soldParts(data: ParsedRequestOf<typeof ORDERS.soldParts.byListing>, call: Call<'venditore'>): Promise<RicambioVendutoDto[]> {
    return this.ordini.soldParts(call.actor, data.autoId);
  }
}
