import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, VeicoloDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { GarageService } from './garage.service';

const GARAGE = IDENTITY.garage;

/** The actor, never a field of the request, says whose garage: every handler passes it on. */
@Controller()
export class GarageController {
  constructor(private readonly garage: GarageService) {}

  @Handles(GARAGE.list)
  list(_data: object, { actor }: Call<'acquirente'>): Promise<VeicoloDto[]> {
    return this.garage.elenco(actor);
  }

  @Handles(GARAGE.add)
  add(data: ParsedRequestOf<typeof GARAGE.add>, { actor }: Call<'acquirente'>): Promise<VeicoloDto> {
    return this.garage.aggiungi(actor, data);
  }

  @Handles(GARAGE.update)
  update({ veicoloId, ...veicolo }: ParsedRequestOf<typeof GARAGE.update>, { actor }: Call<'acquirente'>): Promise<VeicoloDto> {
    return this.garage.modifica(actor, veicoloId, veicolo);
  }

  @Handles(GARAGE.activate)
  activate({ veicoloId }: ParsedRequestOf<typeof GARAGE.activate>, { actor }: Call<'acquirente'>): Promise<VeicoloDto[]> {
    return this.garage.attiva(actor, veicoloId);
  }

  @Handles(GARAGE.remove)
  remove({ veicoloId }: ParsedRequestOf<typeof GARAGE.remove>, { actor }: Call<'acquirente'>): Promise<VeicoloDto[]> {
    return this.garage.elimina(actor, veicoloId);
  }
}
