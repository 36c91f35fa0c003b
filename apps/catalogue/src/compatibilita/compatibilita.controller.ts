import { Controller } from '@nestjs/common';
import type { CompatibilitaInserzioneDto, ParsedRequestOf, VerificaDto } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { CompatibilitaService } from './compatibilita.service';
import { VerificheService } from './verifiche.service';

const FIT = CATALOGUE.compatibilita;

@Controller()
export class CompatibilitaController {
  constructor(
    private readonly compatibilita: CompatibilitaService,
    private readonly verifiche: VerificheService,
  ) {}

  @Handles(FIT.listing)
  listing(data: ParsedRequestOf<typeof FIT.listing>): Promise<CompatibilitaInserzioneDto> {
    return this.compatibilita.perInserzione(null, data.autoId, data.veicolo ?? null);
  }

  @Handles(FIT.listingForBuyer)
  listingForBuyer(data: ParsedRequestOf<typeof FIT.listingForBuyer>, call: Call<'acquirente'>): Promise<CompatibilitaInserzioneDto> {
    return this.compatibilita.perInserzione(call.actor.userId, data.autoId, data.veicolo ?? null);
  }

  @Handles(FIT.ask)
  ask(data: ParsedRequestOf<typeof FIT.ask>, call: Call<'acquirente'>): Promise<VerificaDto> {
    return this.verifiche.chiedi(call.actor, data);
  }

  @Handles(FIT.answer)
  answer(data: ParsedRequestOf<typeof FIT.answer>, call: Call<'venditore'>): Promise<VerificaDto> {
    return this.verifiche.rispondi(call.actor, data);
  }

  @Handles(FIT.received)
  received(_data: ParsedRequestOf<typeof FIT.received>, call: Call<'venditore'>): Promise<VerificaDto[]> {
    return this.verifiche.ricevute(call.actor);
  }
}
