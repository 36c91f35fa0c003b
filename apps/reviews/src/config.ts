import { z } from 'zod';
import { serviceEnv } from '@ricambiamo/config';
import { ORE_ATTESA_RECENSIONE } from '@ricambiamo/contracts';

export const reviewsEnv = serviceEnv('reviews').extend({
  /** How long after Completato a review may be written (docs/rules.md §3.16); journeys shorten it to seconds. */
  REVIEW_DELAY_SECONDS: z.coerce.number().int().min(0).default(ORE_ATTESA_RECENSIONE * 3600),
  /**
   * How often each replica recomputes the reputations last computed more than a day ago: orders leave the last
   * 12 months with no event to say so.
   */
  REPUTATION_REFRESH_MS: z.coerce.number().int().min(50).default(3_600_000),
});
export type ReviewsConfig = z.output<typeof reviewsEnv>;
