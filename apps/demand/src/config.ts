import { z } from 'zod';
import { secret, serviceEnv } from '@ricambiamo/config';

const DEV_LINK_SECRET = 'dev-insecure-demand-link-secret-ricambiamo-012345';

export const demandEnv = serviceEnv('demand').extend({
  /**
   * Signs the unsubscribe link of every alert e-mail (docs/architecture.md#saved-searches): whoever holds a link may stop
   * that one search's e-mails, and nobody can make a link for another search by changing an id.
   */
  DEMAND_LINK_SECRET: secret(DEV_LINK_SECRET),
  /** How often each replica looks whether the morning digest is due. */
  DIGEST_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),
  /** How often each replica closes the wanted-part requests whose days ran out. */
  REQUEST_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),
});
export type DemandConfig = z.output<typeof demandEnv>;
