import { Controller } from '@nestjs/common';
import type { OrdineDto, ParsedRequestOf } from '@ricambiamo/contracts';
import { ORDERS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { RecessoService } from './recesso.service';

const WITHDRAWAL = ORDERS.withdrawal;

@Controller()
export class RecessoController {
  constructor(private readonly recessi: RecessoService) {}

  @Handles(WITHDRAWAL.request)
  request(data: ParsedRequestOf<typeof WITHDRAWAL.request>, call: Call<'acquirente'>): Promise<OrdineDto> {
    return this.recessi.request(call.actor, data);
  }

  @Handles(WITHDRAWAL.advance)
  advance(data: ParsedRequestOf<typeof WITHDRAWAL.advance>, call: Call<'venditore'>): Promise<OrdineDto> {
    return this.recessi.advance(call.actor, call.correlationId, data);
  }
}
