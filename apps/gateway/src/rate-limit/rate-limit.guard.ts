import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { applyDecorators, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { DomainError } from '@ricambiamo/messaging';
import type { GqlContext } from '../common/gql-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { clientAddress } from './client-address';
import { RateCounter, type Limite } from './rate-counter';

export type Limit = 'per-ip' | 'per-email' | 'refresh' | 'search';

const APPLIED = 'ricambiamo:rate-limits';
const MINUTE = 60;
const TEN_MINUTES = 10 * MINUTE;

/** Who a limit counts: the client's address, or the e-mail an operation targets. */
type Tracker = (operation: GqlExecutionContext) => string;

const byAddress: Tracker = (operation) => clientAddress(operation.getContext<GqlContext>().req);

/** The e-mail an operation targets, so reset e-mails to one address stay few whatever addresses ask for them. */
const byTargetEmail: Tracker = (operation) => {
  const email = operation.getArgs<{ input?: { email?: unknown } }>().input?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Counts the GraphQL operations @RateLimit decorates, each against its own counters (a login's attempts never use up
 * the searches), and answers RATE_LIMITED past any of their limits. A fixed window per operation, limit and subject,
 * in Redis (RateCounter): one round trip per limit, nothing else per request (docs/security.md#rate-limits).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limits: Record<Limit, { limite: Omit<Limite, 'nome'>; tracker: Tracker }>;

  constructor(
    private readonly counter: RateCounter,
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limits = {
      'per-ip': { limite: { massimo: config.RATE_LIMIT_PER_IP, finestraSecondi: TEN_MINUTES }, tracker: byAddress },
      'per-email': { limite: { massimo: config.RATE_LIMIT_PER_EMAIL, finestraSecondi: TEN_MINUTES }, tracker: byTargetEmail },
      refresh: { limite: { massimo: config.RATE_LIMIT_REFRESH_PER_IP, finestraSecondi: TEN_MINUTES }, tracker: byAddress },
      search: { limite: { massimo: config.RATE_LIMIT_SEARCH_PER_IP, finestraSecondi: MINUTE }, tracker: byAddress },
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Off, the guard does not even work out who would be counted.
    if (this.counter.disabled) return true;
    const handler = context.getHandler();
    const operation = GqlExecutionContext.create(context);
    for (const limit of this.reflector.get<Limit[]>(APPLIED, handler)) {
      const { limite, tracker } = this.limits[limit];
      const wait = await this.counter.admit(tracker(operation), { nome: `${handler.name}:${limit}`, ...limite });
      if (wait !== null) throw new DomainError('RATE_LIMITED');
    }
    return true;
  }
}

/** Counts the operation against the given limits, and only those; their numbers are in the gateway config. */
export const RateLimit = (...applied: Limit[]) => applyDecorators(SetMetadata(APPLIED, applied), UseGuards(RateLimitGuard));
