import { z } from 'zod';
import { event, withRenamedFields } from '../contract';

/**
 * The subjects say `listing`, the payloads `autoId`: both name the car. Events written before the payload said
 * `autoId` carry `listingId` and still read.
 */
const autoEvent = z.object({ autoId: z.uuid(), venditoreId: z.uuid() });
const PRIMA_DI_AUTO_ID = { listingId: 'autoId' } as const;

/**
 * The yard lists the seller's cars by make and model, which never change after creation. Absent from the events
 * written before they were added: a consumer asks catalogue for them (CATALOGUE.listing.get).
 */
const autoCreata = withRenamedFields(autoEvent.extend({ marca: z.string().optional(), modello: z.string().optional() }), PRIMA_DI_AUTO_ID);
const autoCambiata = withRenamedFields(autoEvent, PRIMA_DI_AUTO_ID);
export type ListingCreatedEvent = z.input<typeof autoCreata>;
export type ListingUpdatedEvent = z.input<typeof autoCambiata>;
export type ListingDeletedEvent = ListingUpdatedEvent;

export const CATALOGUE_EVENTS = {
  listingCreated: event('evt.catalogue.listing.created', autoCreata),
  /**
   * No consumer yet. Kept, not dropped: the saved-search alerts match a listing when an edit makes it match (a part
   * added), from this event (docs/architecture.md#message-flows).
   */
  listingUpdated: event('evt.catalogue.listing.updated', autoCambiata),
  /** The yard drops the car from its area when this arrives. */
  listingDeleted: event('evt.catalogue.listing.deleted', autoCambiata),
} as const;
