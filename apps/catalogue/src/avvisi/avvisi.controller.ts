import { Controller } from '@nestjs/common';
import type { InserzionePerAvvisiDto, ParsedRequestOf, QueryParoleDto } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { AvvisiRepository } from './avvisi.repository';

const AVVISI = CATALOGUE.avvisi;

/** Asked by the demand service alone (access 'service'; NATS grants the subjects to it only). */
@Controller()
export class AvvisiController {
  constructor(private readonly avvisi: AvvisiRepository) {}

  @Handles(AVVISI.query)
  query(data: ParsedRequestOf<typeof AVVISI.query>): Promise<QueryParoleDto> {
    return this.avvisi.query(data.q);
  }

  @Handles(AVVISI.completa)
  async completa(data: ParsedRequestOf<typeof AVVISI.completa>): Promise<{ completa: boolean }> {
    return { completa: await this.avvisi.completa(data) };
  }

  @Handles(AVVISI.listing)
  listing(data: ParsedRequestOf<typeof AVVISI.listing>): Promise<InserzionePerAvvisiDto | null> {
    return this.avvisi.inserzione(data.id);
  }
}
