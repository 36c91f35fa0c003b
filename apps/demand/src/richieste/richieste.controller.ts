import { Controller } from '@nestjs/common';
import type { ContenutoSegnalatoDto, ParsedRequestOf, RichiestaDto } from '@ricambiamo/contracts';
import { DEMAND } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { RichiesteService } from './richieste.service';

const REQUEST = DEMAND.request;

/** The actor, never a field of the request, says whose requests and which yard's stock. */
@Controller()
export class RichiesteController {
  constructor(private readonly richieste: RichiesteService) {}

  @Handles(REQUEST.create)
  create(data: ParsedRequestOf<typeof REQUEST.create>, call: Call<'acquirente'>): Promise<RichiestaDto> {
    return this.richieste.crea(call.actor, data);
  }

  @Handles(REQUEST.mine)
  mine(_data: object, call: Call<'acquirente'>): Promise<RichiestaDto[]> {
    return this.richieste.mie(call.actor);
  }

  @Handles(REQUEST.get)
  get(data: ParsedRequestOf<typeof REQUEST.get>, call: Call<'public'>): Promise<RichiestaDto> {
    return this.richieste.leggi(call.actor, data.richiestaId);
  }

  @Handles(REQUEST.snapshot)
  snapshot(data: ParsedRequestOf<typeof REQUEST.snapshot>): Promise<ContenutoSegnalatoDto> {
    return this.richieste.contenuto(data.richiestaId);
  }

  @Handles(REQUEST.board)
  board(data: ParsedRequestOf<typeof REQUEST.board>, call: Call<'public'>): Promise<RichiestaDto[]> {
    return this.richieste.bacheca(call.actor, data.marca ?? null);
  }

  @Handles(REQUEST.close)
  close(data: ParsedRequestOf<typeof REQUEST.close>, call: Call<'acquirente'>): Promise<RichiestaDto> {
    return this.richieste.chiudi(call.actor, data.richiestaId);
  }

  @Handles(REQUEST.renew)
  renew(data: ParsedRequestOf<typeof REQUEST.renew>, call: Call<'acquirente'>): Promise<RichiestaDto> {
    return this.richieste.rinnova(call.actor, data.richiestaId);
  }

  @Handles(REQUEST.forSeller)
  forSeller(data: ParsedRequestOf<typeof REQUEST.forSeller>, call: Call<'venditore'>): Promise<RichiestaDto[]> {
    return this.richieste.perVenditore(call.actor, data);
  }

  @Handles(REQUEST.answer)
  answer(data: ParsedRequestOf<typeof REQUEST.answer>, call: Call<'venditore'>): Promise<RichiestaDto> {
    return this.richieste.rispondi(call.actor, data, call.correlationId);
  }

  @Handles(REQUEST.report)
  report(data: ParsedRequestOf<typeof REQUEST.report>, call: Call<'authenticated'>): Promise<{ ok: true }> {
    return this.richieste.segnala(call.actor, data);
  }
}
