import { Module } from '@nestjs/common';
import { GettoniModule } from '../gettoni/gettoni.module';
import { VenditoreModule } from '../venditore/venditore.module';
import { ChiaveIdempotenzaRepository } from './chiave-idempotenza.repository';
import { AutoController } from './auto.controller';
import { AutoRepository } from './auto.repository';
import { AutoService } from './auto.service';
import { RicercaRepository } from './ricerca.repository';

/** Listings (auto + ricambi): writes paid in tokens, the detail page, the seller's views and the home search. */
@Module({
  imports: [GettoniModule, VenditoreModule],
  controllers: [AutoController],
  providers: [AutoService, AutoRepository, ChiaveIdempotenzaRepository, RicercaRepository],
})
export class AutoModule {}
