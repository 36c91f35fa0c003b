import { z } from 'zod';
import { isDevelopmentSecret, secret, serviceEnv } from '@ricambiamo/config';

/** The secret the development checkout signs with; real deployments set their own from the Stripe dashboard. */
export const DEV_WEBHOOK_SECRET = 'whsec_dev-insecure-ricambiamo';

/** Compose and k8s pass unset optional variables as empty strings. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const tokensEnv = serviceEnv('tokens')
  .extend({
    /** Set: purchases go through Stripe Checkout and the development checkout is refused. Unset: the opposite. */
    STRIPE_SECRET_KEY: secret(),
    STRIPE_WEBHOOK_SECRET: secret(DEV_WEBHOOK_SECRET),
    /** Where the Stripe SDK sends its API calls; tests point it at a local stand-in. Stripe's own API when unset. */
    STRIPE_API_HOST: optional(z.string()),
    STRIPE_API_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    STRIPE_API_PROTOCOL: optional(z.enum(['http', 'https'])),
  })
  .superRefine((env, ctx) => {
    const refuse = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    // The development checkout lets any seller sign its own payment: in production it would give tokens away.
    if (env.NODE_ENV === 'production') {
      if (!env.STRIPE_SECRET_KEY) refuse('STRIPE_SECRET_KEY', 'required in production');
      // The production rules of secret() refuse a development webhook secret there already.
      return;
    }
    // Outside production too: once purchases go through Stripe, anyone can sign a webhook with the public development
    // secret and be credited tokens nobody paid for.
    if (env.STRIPE_SECRET_KEY && isDevelopmentSecret(env.STRIPE_WEBHOOK_SECRET)) {
      refuse('STRIPE_WEBHOOK_SECRET', 'is a development value, refused with STRIPE_SECRET_KEY set: set the signing secret of the webhook endpoint');
    }
  });
export type TokensConfig = z.output<typeof tokensEnv>;

/**
 * Every debit of one seller queues on that seller's balance row, so a burst of them (a seller saving many listings
 * at once) waits for the pool longer than Prisma's 2 s default allows; they are short, so waiting is right. The service
 * and the seed open their Prisma clients with it.
 */
export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };
