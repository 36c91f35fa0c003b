import { Controller } from '@nestjs/common';
import type { CasoDto, ParsedRequestOf, ProvvedimentoDto, VoceRegistroDto } from '@ricambiamo/contracts';
import { MODERATION } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { Registro } from '../registro/registro';
import { CasiService } from './casi.service';

const { caso: CASO, provvedimento: PROVVEDIMENTO, registro: REGISTRO, venditore: VENDITORE } = MODERATION;

/** The operator's console and the affected users' statements; the actor, never the data, says who acts. */
@Controller()
export class CasiController {
  constructor(
    private readonly casi: CasiService,
    private readonly registro: Registro,
  ) {}

  @Handles(CASO.queue)
  queue(data: ParsedRequestOf<typeof CASO.queue>): Promise<CasoDto[]> {
    return this.casi.coda(data.stato ?? null);
  }

  @Handles(CASO.get)
  get(data: ParsedRequestOf<typeof CASO.get>): Promise<CasoDto> {
    return this.casi.leggi(data.casoId);
  }

  @Handles(CASO.decide)
  decide(data: ParsedRequestOf<typeof CASO.decide>, call: Call<'operatore'>): Promise<CasoDto> {
    return this.casi.decidi(call.actor, data, call.correlationId);
  }

  @Handles(PROVVEDIMENTO.mine)
  mine(_data: object, call: Call<'authenticated'>): Promise<ProvvedimentoDto[]> {
    return this.casi.perUtente(call.actor.userId);
  }

  @Handles(PROVVEDIMENTO.get)
  statement(data: ParsedRequestOf<typeof PROVVEDIMENTO.get>, call: Call<'authenticated'>): Promise<ProvvedimentoDto> {
    return this.casi.provvedimento(call.actor, data.provvedimentoId);
  }

  @Handles(PROVVEDIMENTO.appeal)
  appeal(data: ParsedRequestOf<typeof PROVVEDIMENTO.appeal>, call: Call<'authenticated'>): Promise<ProvvedimentoDto> {
    return this.casi.ricorri(call.actor, data);
  }

  @Handles(PROVVEDIMENTO.appeals)
  appeals(): Promise<CasoDto[]> {
    return this.casi.ricorsi();
  }

  @Handles(PROVVEDIMENTO.decideAppeal)
  decideAppeal(data: ParsedRequestOf<typeof PROVVEDIMENTO.decideAppeal>, call: Call<'operatore'>): Promise<CasoDto> {
    return this.casi.decidiRicorso(call.actor, data, call.correlationId);
  }

  @Handles(VENDITORE.verify)
  verify(data: ParsedRequestOf<typeof VENDITORE.verify>, call: Call<'operatore'>): Promise<{ ok: true }> {
    return this.casi.verificaVenditore(call.actor, data, call.correlationId);
  }

  @Handles(VENDITORE.history)
  history(data: ParsedRequestOf<typeof VENDITORE.history>): Promise<ProvvedimentoDto[]> {
    return this.casi.perUtente(data.venditoreId);
  }

  @Handles(REGISTRO.list)
  log(data: ParsedRequestOf<typeof REGISTRO.list>): Promise<VoceRegistroDto[]> {
    return this.registro.elenco(data.prima ?? null);
  }
}
