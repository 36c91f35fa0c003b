import { Controller } from '@nestjs/common';
import type { OrdineDto, ParsedRequestOf } from '@ricambiamo/contracts';
import { ORDERS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { PiazzamentoService } from './piazzamento.service';

/** Buyers only (docs/rules.md §2): the buyer is the actor, never a field of the request. */
@Controller()
export class PiazzamentoController {
  constructor(private readonly piazzamento: PiazzamentoService) {}

  @Handles(ORDERS.order.place)
  place(data: ParsedRequestOf<typeof ORDERS.order.place>, call: Call<'acquirente'>): Promise<OrdineDto> {
    return this.piazzamento.place(call.actor, call.correlationId, data);
  }
}
