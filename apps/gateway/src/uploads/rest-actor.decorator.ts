import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Actor } from '@ricambiamo/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller JwtRestGuard verified, on a REST route. */
export const RestActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<FastifyRequest & { user?: Actor }>().user;
  if (!actor) throw new UnauthorizedException();
  return actor;
});
