import 'reflect-metadata';
import { TOKENS } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import { AcquistoModule } from './acquisto/acquisto.module';
import type { TokensConfig } from './config';
import { tokensEnv } from './config';
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
  /**
   * Every debit of one seller queues on that seller's balance row, so a burst of them (a seller saving many listings
   * at once) waits for the pool longer than Prisma's 2 s default allows; they are short, so waiting is right.
   */
  transactionOptions: { maxWait: 15_000, timeout: 15_000 },
  imports: () => [StripeModule, SaldoModule, AcquistoModule, WebhookModule],
};

if (require.main === module) runService(tokens);
