import { Module } from '@nestjs/common';
import { StatisticheController } from './statistiche.controller';
import { StatisticheRepository } from './statistiche.repository';
import { StatisticheService } from './statistiche.service';

/** The seller's orders and sales per week and most sold parts, for /venditore/statistiche (docs/rules.md §3.15). */
@Module({ controllers: [StatisticheController], providers: [StatisticheRepository, StatisticheService] })
export class StatisticheModule {}
