import { Controller } from '@nestjs/common';
import type { AutoInParcoDto } from '@ricambiamo/contracts';
import { YARD } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { AutoRepository } from './auto.repository';

@Controller()
export class AutoController {
  constructor(private readonly auto: AutoRepository) {}

  @Handles(YARD.car.mine)
  mine(_data: object, call: Call<'venditore'>): Promise<AutoInParcoDto[]> {
    return this.auto.delVenditore(call.actor.userId);
  }
}
