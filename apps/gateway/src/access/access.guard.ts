import type { ExecutionContext } from '@nestjs/common';
import { ForbiddenException, Injectable, InternalServerErrorException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { GqlContext } from '../graphql/gql-context';
import { ACCESS_KEY, type AccessRule } from './access.decorator';

/**
 * Global guard for GraphQL: authenticates with the JWT strategy and enforces the operation's declared access rule.
 * The few REST routes (health, metrics, later uploads and webhooks) are not resolvers and carry their own checks.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override getRequest(context: ExecutionContext) {
    return GqlExecutionContext.create(context).getContext<GqlContext>().req;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType<GqlContextType>() !== 'graphql') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule === undefined) {
      throw new InternalServerErrorException(`No access rule declared for ${context.getClass().name}.${context.getHandler().name}`);
    }
    if (rule === 'public') return true;
    const request = this.getRequest(context);
    // A subscription runs on a live connection whose access token was checked once, at connection_init (LiveConnections),
    // and keeps that user after the token expires or the session ends: fine for hints, which carry no data and make the
    // client refetch through authenticated requests; a subscription that carried data would have to check again here.
    if (!request.user) await super.canActivate(context);
    const actor = request.user;
    if (rule !== 'authenticated' && actor?.role !== rule) throw new ForbiddenException();
    return true;
  }
}
