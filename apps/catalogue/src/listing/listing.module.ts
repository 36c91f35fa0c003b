import { Module } from '@nestjs/common';
import { GettoniModule } from '../gettoni/gettoni.module';
import { VenditoreModule } from '../venditore/venditore.module';
import { ChiaveIdempotenzaRepository } from './chiave-idempotenza.repository';
import { ListingController } from './listing.controller';
import { ListingRepository } from './listing.repository';
import { ListingService } from './listing.service';
import { RicercaRepository } from './ricerca.repository';

/** Listings (auto + ricambi): writes paid in tokens, the detail page, the seller's views and the home search. */
@Module({
  imports: [GettoniModule, VenditoreModule],
  controllers: [ListingController],
  providers: [ListingService, ListingRepository, ChiaveIdempotenzaRepository, RicercaRepository],
})
export class ListingModule {}
