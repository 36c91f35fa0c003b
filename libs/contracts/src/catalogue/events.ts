export interface ListingCreatedEvent {
  listingId: string;
  sellerId: string;
}

export type ListingUpdatedEvent = ListingCreatedEvent;

/** The yard drops the car from its area when this arrives. */
export type ListingDeletedEvent = ListingCreatedEvent;
