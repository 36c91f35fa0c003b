import { Module } from '@nestjs/common';
import { VisualizzazioniController } from './visualizzazioni.controller';
import { VisualizzazioniRepository } from './visualizzazioni.repository';
import { VisualizzazioniService } from './visualizzazioni.service';

/** Listing detail views for the seller's statistics (docs/architecture.md#seller-statistics). */
@Module({ controllers: [VisualizzazioniController], providers: [VisualizzazioniRepository, VisualizzazioniService] })
export class VisualizzazioniModule {}
