import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { ORDERS } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import type { OrdersConfig } from './config';
import { ordersEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { OrdineModule } from './ordine/ordine.module';
import { PiazzamentoModule } from './piazzamento/piazzamento.module';
import { RecessoModule } from './recesso/recesso.module';
import { StatisticheModule } from './statistiche/statistiche.module';
import { SweeperModule } from './sweeper/sweeper.module';
import { VenditoreModule } from './venditore/venditore.module';

/**
 * Orders: placing them with the parts reserved in catalogue, the seller's status flow, the payment window, both
 * dashboards' lists and figures, the seller's weekly statistics, and the sellers' payment data read from identity's events.
 */
export const orders: ServiceDefinition<OrdersConfig> = {
  name: 'orders',
  env: ordersEnv,
  contracts: ORDERS,
  database: PrismaClient,
  callsServices: true,
  imports: () => [VenditoreModule, OrdineModule, PiazzamentoModule, RecessoModule, SweeperModule, StatisticheModule],
};

if (require.main === module) runService(orders);
