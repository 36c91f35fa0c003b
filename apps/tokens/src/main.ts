import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { TOKENS } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import { AcquistoModule } from './acquisto/acquisto.module';
import type { TokensConfig } from './config';
import { TRANSACTION_OPTIONS, tokensEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { SaldoModule } from './saldo/saldo.module';
import { StripeModule } from './stripe/stripe.module';
import { WebhookModule } from './webhook/webhook.module';

/** Sellers' token balances, their append-only ledger and the purchases that credit them (Stripe or dev checkout). */
export const tokens: ServiceDefinition<TokensConfig> = {
  name: 'tokens',
  env: tokensEnv,
  contracts: TOKENS,
  database: PrismaClient,
  transactionOptions: TRANSACTION_OPTIONS,
  imports: () => [StripeModule, SaldoModule, AcquistoModule, WebhookModule],
};

if (require.main === module) runService(tokens);
