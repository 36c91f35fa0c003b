import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { StatisticheResolver } from './statistiche.resolver';
import { VisualizzazioniService } from './visualizzazioni.service';

/** The seller's statistics, and the counting of the listing views they show (docs/architecture.md#seller-statistics). */
@Module({ imports: [AccessModule], providers: [StatisticheResolver, VisualizzazioniService], exports: [VisualizzazioniService] })
export class StatisticheModule {}
