import type { ExecutionContext } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { GqlContext } from '../graphql/gql-context';

/** Throttles the GraphQL operations it decorates (login, reset request) with the limits of RateLimitModule. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    const { req, reply } = GqlExecutionContext.create(context).getContext<GqlContext>();
    return { req, res: reply.raw };
  }
}
