import { CATALOGUE_EVENTS } from './events';

const autoId = '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b';
const venditoreId = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('catalogue events', () => {
  it('read an event written before the payload said autoId: listingId is the car', () => {
    expect(CATALOGUE_EVENTS.listingCreated.payload.parse({ listingId: autoId, venditoreId, marca: 'Fiat', modello: 'Panda' })).toEqual({
      autoId,
      venditoreId,
      marca: 'Fiat',
      modello: 'Panda',
    });
    expect(CATALOGUE_EVENTS.listingDeleted.payload.parse({ listingId: autoId, venditoreId })).toEqual({ autoId, venditoreId });
  });

  it('read the new payload as written, and refuse one that names no car', () => {
    expect(CATALOGUE_EVENTS.listingUpdated.payload.parse({ autoId, venditoreId })).toEqual({ autoId, venditoreId });
    expect(CATALOGUE_EVENTS.listingDeleted.payload.safeParse({ venditoreId }).success).toBe(false);
  });
});
