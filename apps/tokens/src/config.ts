import { z } from 'zod';
import { commonEnv, port } from '@ricambiamo/config';

/** The secret the development checkout signs with; real deployments set their own from the Stripe dashboard. */
export const DEV_WEBHOOK_SECRET = 'whsec_ricambiamo_sviluppo_locale';

export const tokensEnv = commonEnv.extend({
  HTTP_PORT: port(3102),
  DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/ricambiamo_tokens'),
  /** Set: purchases go through Stripe Checkout and the development checkout is refused. Unset: development checkout. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).default(DEV_WEBHOOK_SECRET),
  /** Where the Stripe SDK sends its API calls; tests point it at a local stand-in. Stripe's own API when unset. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
});
export type TokensConfig = z.output<typeof tokensEnv>;

export const TOKENS_CONFIG = Symbol('TOKENS_CONFIG');
