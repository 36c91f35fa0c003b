import { Controller } from '@nestjs/common';
import type { DomandaZonaDto, ParsedRequestOf } from '@ricambiamo/contracts';
import { DEMAND } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { DomandaService } from './domanda.service';

const DOMANDA = DEMAND.domanda;

@Controller()
export class DomandaController {
  constructor(private readonly domanda: DomandaService) {}

  @Handles(DOMANDA.searchWithoutResults)
  searchWithoutResults(data: ParsedRequestOf<typeof DOMANDA.searchWithoutResults>): Promise<{ ok: true }> {
    return this.domanda.registraSenzaRisultati(data);
  }

  /** Any yard may read any region's counts: they are aggregates, with nothing of a buyer in them. */
  @Handles(DOMANDA.zone)
  zone(data: ParsedRequestOf<typeof DOMANDA.zone>): Promise<DomandaZonaDto> {
    return this.domanda.zona(data.provincia ?? null);
  }
}
