import { Controller } from '@nestjs/common';
import type { AreaDto, ParsedRequestOf } from '@ricambiamo/contracts';
import { YARD } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { AreeService } from './aree.service';

const AREA = YARD.area;

/** The actor, never a field of the request, says whose yard: every handler passes it on. */
@Controller()
export class AreeController {
  constructor(private readonly aree: AreeService) {}

  @Handles(AREA.list)
  list(_data: object, call: Call<'venditore'>): Promise<AreaDto[]> {
    return this.aree.elenco(call.actor);
  }

  @Handles(AREA.create)
  create(data: ParsedRequestOf<typeof AREA.create>, call: Call<'venditore'>): Promise<AreaDto> {
    return this.aree.crea(call.actor, data);
  }

  @Handles(AREA.move)
  move({ areaId, ...posizione }: ParsedRequestOf<typeof AREA.move>, call: Call<'venditore'>): Promise<AreaDto> {
    return this.aree.sposta(call.actor, areaId, posizione);
  }

  @Handles(AREA.update)
  update({ areaId, ...dati }: ParsedRequestOf<typeof AREA.update>, call: Call<'venditore'>): Promise<AreaDto> {
    return this.aree.modifica(call.actor, areaId, dati);
  }

  @Handles(AREA.delete)
  delete(data: ParsedRequestOf<typeof AREA.delete>, call: Call<'venditore'>): Promise<{ id: string }> {
    return this.aree.elimina(call.actor, data.areaId);
  }

  @Handles(AREA.assignCar)
  assignCar(data: ParsedRequestOf<typeof AREA.assignCar>, call: Call<'venditore'>): Promise<AreaDto> {
    return this.aree.assegna(call.actor, data.areaId, data.autoId);
  }

  @Handles(AREA.removeCar)
  removeCar(data: ParsedRequestOf<typeof AREA.removeCar>, call: Call<'venditore'>): Promise<AreaDto> {
    return this.aree.togli(call.actor, data.areaId, data.autoId);
  }
}
