import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, RicambiAggiornatiDto, RicambiRiservatiDto } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { RicambiService } from './ricambi.service';

const PARTS = CATALOGUE.parts;

/** Orders' calls on parts: no user reaches them (access 'service'), and NATS lets only orders send them. */
@Controller()
export class RicambiController {
  constructor(private readonly ricambi: RicambiService) {}

  @Handles(PARTS.reserve)
  reserve(data: ParsedRequestOf<typeof PARTS.reserve>): Promise<RicambiRiservatiDto> {
    return this.ricambi.reserve(data);
  }

  @Handles(PARTS.release)
  release(data: ParsedRequestOf<typeof PARTS.release>): Promise<RicambiAggiornatiDto> {
    return this.ricambi.release(data.ordineId);
  }

  @Handles(PARTS.sell)
  sell(data: ParsedRequestOf<typeof PARTS.sell>): Promise<RicambiAggiornatiDto> {
    return this.ricambi.sell(data.ordineId);
  }

  @Handles(PARTS.relist)
  relist(data: ParsedRequestOf<typeof PARTS.relist>): Promise<RicambiAggiornatiDto> {
    return this.ricambi.relist(data.ordineId, data.ricambiIds);
  }
}
