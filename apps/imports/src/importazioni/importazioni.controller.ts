import { Controller } from '@nestjs/common';
import type { ImportazioneDto, PaginaRigheDto, ParsedRequestOf, RapportoImportazioneDto } from '@ricambiamo/contracts';
import { IMPORTS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { ImportazioniService } from './importazioni.service';

const JOB = IMPORTS.job;

/** The actor, never a field of the request, says whose imports: every handler passes it on. */
@Controller()
export class ImportazioniController {
  constructor(private readonly importazioni: ImportazioniService) {}

  @Handles(JOB.create)
  create(data: ParsedRequestOf<typeof JOB.create>, call: Call<'venditore'>): Promise<ImportazioneDto> {
    return this.importazioni.crea(call.actor, data);
  }

  @Handles(JOB.get)
  get(data: ParsedRequestOf<typeof JOB.get>, call: Call<'venditore'>): Promise<ImportazioneDto> {
    return this.importazioni.leggi(call.actor, data.id);
  }

  @Handles(JOB.latest)
  latest(_data: object, call: Call<'venditore'>): Promise<ImportazioneDto | null> {
    return this.importazioni.ultima(call.actor);
  }

  @Handles(JOB.confirm)
  confirm(data: ParsedRequestOf<typeof JOB.confirm>, call: Call<'venditore'>): Promise<ImportazioneDto> {
    return this.importazioni.conferma(call.actor, data.id, call.correlationId);
  }

  @Handles(JOB.cancel)
  cancel(data: ParsedRequestOf<typeof JOB.cancel>, call: Call<'venditore'>): Promise<ImportazioneDto> {
    return this.importazioni.annulla(call.actor, data.id);
  }

  @Handles(JOB.rows)
  rows(data: ParsedRequestOf<typeof JOB.rows>, call: Call<'venditore'>): Promise<PaginaRigheDto> {
    return this.importazioni.righe(call.actor, data);
  }

  @Handles(JOB.report)
  report(data: ParsedRequestOf<typeof JOB.report>, call: Call<'venditore'>): Promise<RapportoImportazioneDto> {
    return this.importazioni.rapporto(call.actor, data);
  }
}
