import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { AutoCardDto, AutoDettaglioDto, SearchListingsDto } from '@ricambiamo/contracts';
import {
  bySellerRequest,
  CATALOGUE,
  createListingRequest,
  listingIdRequest,
  mineRequest,
  searchListingsRequest,
  updateListingRequest,
} from '@ricambiamo/contracts';
import { envelopeMeta, parseEnvelope, requireRole } from '@ricambiamo/messaging';
import { ListingService } from './listing.service';

/**
 * Writes and the seller's own views need the venditore role and act on the actor's listings only; the home search,
 * the detail page and the public profile grid are anonymous. Authorisation comes before validation.
 */
@Controller()
export class ListingController {
  constructor(private readonly listings: ListingService) {}

  @MessagePattern(CATALOGUE.listing.create)
  create(@Payload() payload: unknown): Promise<AutoDettaglioDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    const { data, correlationId } = parseEnvelope(createListingRequest, payload);
    return this.listings.create(actor, correlationId, data);
  }

  @MessagePattern(CATALOGUE.listing.update)
  update(@Payload() payload: unknown): Promise<AutoDettaglioDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    const { data, correlationId } = parseEnvelope(updateListingRequest, payload);
    return this.listings.update(actor, correlationId, data);
  }

  @MessagePattern(CATALOGUE.listing.delete)
  async delete(@Payload() payload: unknown): Promise<{ ok: true }> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    await this.listings.delete(actor, parseEnvelope(listingIdRequest, payload).data.id);
    return { ok: true };
  }

  @MessagePattern(CATALOGUE.listing.get)
  get(@Payload() payload: unknown): Promise<AutoDettaglioDto> {
    return this.listings.get(parseEnvelope(listingIdRequest, payload).data.id);
  }

  @MessagePattern(CATALOGUE.listing.getForEdit)
  getForEdit(@Payload() payload: unknown): Promise<AutoDettaglioDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.listings.getForEdit(actor, parseEnvelope(listingIdRequest, payload).data.id);
  }

  @MessagePattern(CATALOGUE.listing.mine)
  mine(@Payload() payload: unknown): Promise<AutoCardDto[]> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.listings.mine(actor, parseEnvelope(mineRequest, payload).data.q);
  }

  @MessagePattern(CATALOGUE.listing.search)
  search(@Payload() payload: unknown): Promise<SearchListingsDto> {
    return this.listings.search(parseEnvelope(searchListingsRequest, payload).data);
  }

  @MessagePattern(CATALOGUE.listing.bySeller)
  bySeller(@Payload() payload: unknown): Promise<AutoCardDto[]> {
    return this.listings.bySeller(parseEnvelope(bySellerRequest, payload).data.sellerId);
  }
}
