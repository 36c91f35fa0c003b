import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@ricambiamo/contracts';
import { AccessTokens } from '../access/access-tokens';

/**
 * The global AccessGuard only guards GraphQL; REST routes that need a signed-in caller use this one. The same check
 * of the `Authorization: Bearer` access token, so a missing or bad one gets 401.
 */
@Injectable()
export class JwtRestGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Actor }>();
    request.user = await this.tokens.actorOfRequest(request);
    return true;
  }
}
