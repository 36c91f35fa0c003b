import { Controller } from '@nestjs/common';
import type { AutoCardDto, AutoDettaglioDto, MappaInserzioniDto, ParsedRequestOf, ScortaDto, SearchListingsDto } from '@ricambiamo/contracts';
import { CATALOGUE } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { AutoService } from './auto.service';

const LISTING = CATALOGUE.listing;

/**
 * Writes and the seller's own views act on the actor's listings only; the home search, the detail page and the
 * public profile grid are anonymous (each contract's access, checked by @Handles before the data).
 */
@Controller()
export class AutoController {
  constructor(private readonly auto: AutoService) {}

  @Handles(LISTING.create)
  create(data: ParsedRequestOf<typeof LISTING.create>, call: Call<'venditore'>): Promise<AutoDettaglioDto> {
    return this.auto.create(call.actor, call.correlationId, data);
  }

  @Handles(LISTING.update)
  update(data: ParsedRequestOf<typeof LISTING.update>, call: Call<'venditore'>): Promise<AutoDettaglioDto> {
    return this.auto.update(call.actor, call.correlationId, data);
  }

  @Handles(LISTING.delete)
  async delete(data: ParsedRequestOf<typeof LISTING.delete>, call: Call<'venditore'>): Promise<{ ok: true }> {
    await this.auto.delete(call.actor, data.id);
    return { ok: true };
  }

  /** Public; the VIN only for the listing's own seller. */
  @Handles(LISTING.get)
  get(data: ParsedRequestOf<typeof LISTING.get>, call: Call<'public'>): Promise<AutoDettaglioDto> {
    return this.auto.get(data.id, call.actor);
  }

  @Handles(LISTING.getForEdit)
  getForEdit(data: ParsedRequestOf<typeof LISTING.getForEdit>, call: Call<'venditore'>): Promise<AutoDettaglioDto> {
    return this.auto.getForEdit(call.actor, data.id);
  }

  @Handles(LISTING.stock)
  stock(data: ParsedRequestOf<typeof LISTING.stock>, call: Call<'venditore'>): Promise<ScortaDto> {
    return this.auto.stock(call.actor, data.dopo);
  }

  @Handles(LISTING.mine)
  mine(data: ParsedRequestOf<typeof LISTING.mine>, call: Call<'venditore'>): Promise<AutoCardDto[]> {
    return this.auto.mine(call.actor, data.q);
  }

  @Handles(LISTING.search)
  search(data: ParsedRequestOf<typeof LISTING.search>): Promise<SearchListingsDto> {
    return this.auto.search(data);
  }

  @Handles(LISTING.bySeller)
  bySeller(data: ParsedRequestOf<typeof LISTING.bySeller>): Promise<AutoCardDto[]> {
    return this.auto.bySeller(data.venditoreId);
  }

  @Handles(LISTING.sitemap)
  sitemap(): Promise<MappaInserzioniDto> {
    return this.auto.sitemap();
  }
}
