import { z } from 'zod';
import { serviceEnv } from '@ricambiamo/config';
import { GIORNI_RECESSO, ORE_AVVISO_PAGAMENTO, ORE_PAGAMENTO } from '@ricambiamo/contracts';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const ordersEnv = serviceEnv('orders')
  .extend({
    /** How long a buyer has to pay (docs/architecture.md#payment-window); tests shorten it to seconds. */
    PAYMENT_WINDOW_SECONDS: seconds(ORE_PAGAMENTO * 3600),
    /** How long after delivery a consumer may withdraw (Codice del Consumo art. 52); tests and journeys shorten it. */
    WITHDRAWAL_WINDOW_SECONDS: seconds(GIORNI_RECESSO * 24 * 3600),
    /** How long before the deadline `order.payment-due-soon` goes out. */
    PAYMENT_REMINDER_SECONDS: seconds(ORE_AVVISO_PAGAMENTO * 3600),
    /**
     * How long a placing attempt may take from its record to its order before the sweeper gives it up and releases
     * what it reserved: far longer than the reservation call may take, so it only catches attempts whose process died.
     */
    PLACING_TIMEOUT_SECONDS: seconds(30),
    /** How often each replica looks for expired orders, due reminders, dead attempts and parts left to settle. */
    SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
    /**
     * Test hook for the crash test (test/integration/crash.integration-spec.ts): waits this long between the
     * reservation and the order's commit, so the test can kill the process there. 0 (off) outside tests.
     */
    TEST_PAUSE_AFTER_RESERVE_MS: z.coerce.number().int().min(0).default(0),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_REMINDER_SECONDS >= env.PAYMENT_WINDOW_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_REMINDER_SECONDS'], message: 'must be shorter than PAYMENT_WINDOW_SECONDS' });
    }
    if (env.NODE_ENV !== 'test' && env.TEST_PAUSE_AFTER_RESERVE_MS > 0) {
      ctx.addIssue({ code: 'custom', path: ['TEST_PAUSE_AFTER_RESERVE_MS'], message: 'only for tests (NODE_ENV=test)' });
    }
  });
export type OrdersConfig = z.output<typeof ordersEnv>;
