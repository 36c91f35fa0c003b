import { Controller } from '@nestjs/common';
import type { ParsedRequestOf } from '@ricambiamo/contracts';
import { MODERATION } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { SegnalazioniService } from './segnalazioni.service';

@Controller()
export class SegnalazioniController {
  constructor(private readonly segnalazioni: SegnalazioniService) {}

  @Handles(MODERATION.report.file)
  file(data: ParsedRequestOf<typeof MODERATION.report.file>, call: Call<'public'>): Promise<{ ok: true }> {
    return this.segnalazioni.segnala(call.actor, data, call.correlationId);
  }
}
