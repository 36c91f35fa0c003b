import type { ExecutionContext } from '@nestjs/common';
import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { GqlContext } from '../common/gql-context';

/** The limits of RateLimitModule; their numbers are in the gateway config. */
const LIMITS = ['per-ip', 'per-email', 'refresh', 'search'] as const;
export type Limit = (typeof LIMITS)[number];

/** Throttles the GraphQL operations it decorates with the limits of RateLimitModule. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    const { req, reply } = GqlExecutionContext.create(context).getContext<GqlContext>();
    return { req, res: reply.raw };
  }
}

/** Counts the operation against the given limits, and only those, answering RATE_LIMITED past any of them. */
export const RateLimit = (...applied: Limit[]) =>
  applyDecorators(
    UseGuards(RateLimitGuard),
    SkipThrottle(Object.fromEntries(LIMITS.filter((limit) => !applied.includes(limit)).map((limit) => [limit, true]))),
  );
