import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, VisualizzazioneRegistrataDto, VisualizzazioniVenditoreDto } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { VisualizzazioniService } from './visualizzazioni.service';

const VISUALIZZAZIONI = CATALOGUE.visualizzazioni;

/** The gateway's views of detail pages (access 'service': only the gateway may send them), and the seller's own totals. */
@Controller()
export class VisualizzazioniController {
  constructor(private readonly visualizzazioni: VisualizzazioniService) {}

  @Handles(VISUALIZZAZIONI.record)
  async record(data: ParsedRequestOf<typeof VISUALIZZAZIONI.record>): Promise<VisualizzazioneRegistrataDto> {
    return { contata: await this.visualizzazioni.registra(data) };
  }

  @Handles(VISUALIZZAZIONI.seller)
  seller(_data: object, call: Call<'venditore'>): Promise<VisualizzazioniVenditoreDto> {
    return this.visualizzazioni.delVenditore(call.actor);
  }
}
