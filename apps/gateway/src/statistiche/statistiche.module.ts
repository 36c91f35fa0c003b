import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { RicercheSenzaRisultatiService } from './ricerche-senza-risultati.service';
import { StatisticheResolver } from './statistiche.resolver';
import { VisualizzazioniService } from './visualizzazioni.service';

/**
 * The seller's statistics, and the counting of what they show: listing views (docs/architecture.md#seller-statistics)
 * and the home searches that found nothing (docs/rules.md §3.20).
 */
@Module({
  imports: [AccessModule],
  providers: [StatisticheResolver, VisualizzazioniService, RicercheSenzaRisultatiService],
  exports: [VisualizzazioniService, RicercheSenzaRisultatiService],
})
export class StatisticheModule {}
