import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, RicercaSalvataDto } from '@ricambiamo/contracts';
import { DEMAND } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { RicercheService } from './ricerche.service';

const SEARCH = DEMAND.search;

/** The actor, never a field of the request, says whose searches. */
@Controller()
export class RicercheController {
  constructor(private readonly ricerche: RicercheService) {}

  @Handles(SEARCH.save)
  save(data: ParsedRequestOf<typeof SEARCH.save>, call: Call<'acquirente'>): Promise<RicercaSalvataDto> {
    return this.ricerche.salva(call.actor, data, call.correlationId);
  }

  @Handles(SEARCH.list)
  list(_data: object, call: Call<'acquirente'>): Promise<RicercaSalvataDto[]> {
    return this.ricerche.elenco(call.actor);
  }

  @Handles(SEARCH.update)
  update(data: ParsedRequestOf<typeof SEARCH.update>, call: Call<'acquirente'>): Promise<RicercaSalvataDto> {
    return this.ricerche.modifica(call.actor, data);
  }

  @Handles(SEARCH.delete)
  delete(data: ParsedRequestOf<typeof SEARCH.delete>, call: Call<'acquirente'>): Promise<{ ok: true }> {
    return this.ricerche.elimina(call.actor, data.ricercaId);
  }

  @Handles(SEARCH.unsubscribe)
  unsubscribe(data: ParsedRequestOf<typeof SEARCH.unsubscribe>): Promise<{ nome: string }> {
    return this.ricerche.disattiva(data.token);
  }
}
