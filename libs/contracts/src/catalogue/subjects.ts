/** Request/reply subjects served by the catalogue service (queue group `catalogue`). */
export const CATALOGUE = {
  queue: 'catalogue',
  listing: {
    create: 'catalogue.listing.create',
    update: 'catalogue.listing.update',
    delete: 'catalogue.listing.delete',
    get: 'catalogue.listing.get',
    getForEdit: 'catalogue.listing.get-for-edit',
    mine: 'catalogue.listing.mine',
    search: 'catalogue.listing.search',
    bySeller: 'catalogue.listing.by-seller',
  },
} as const;

export const CATALOGUE_EVENTS = {
  listingCreated: 'evt.catalogue.listing.created',
  listingUpdated: 'evt.catalogue.listing.updated',
  listingDeleted: 'evt.catalogue.listing.deleted',
} as const;
