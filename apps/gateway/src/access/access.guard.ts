import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { ForbiddenException, Injectable, InternalServerErrorException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { GqlContext } from '../common/gql-context';
import { ACCESS_KEY, type AccessRule } from './access.decorator';
import { AccessTokens } from './access-tokens';

/**
 * Global guard for GraphQL: authenticates the access token and enforces the operation's declared access rule.
 * The few REST routes (health, metrics, uploads, webhooks) are not resolvers and carry their own checks.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType<GqlContextType>() !== 'graphql') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule === undefined) {
      throw new InternalServerErrorException(`No access rule declared for ${context.getClass().name}.${context.getHandler().name}`);
    }
    if (rule === 'public') return true;
    const request = GqlExecutionContext.create(context).getContext<GqlContext>().req;
    // A subscription runs on a live connection whose access token was checked once, at connection_init (LiveConnections),
    // and keeps that user after the token expires or the session ends: fine for hints, which carry no data and make the
    // client refetch through authenticated requests; a subscription that carried data would have to check again here.
    request.user ??= await this.tokens.actorOfRequest(request);
    if (rule !== 'authenticated' && request.user.role !== rule) throw new ForbiddenException();
    return true;
  }
}
