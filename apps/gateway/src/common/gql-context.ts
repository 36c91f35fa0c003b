import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '@ricambiamo/contracts';

export interface AuthenticatedRequest extends FastifyRequest {
  /** Set by the AccessGuard once the access token is verified. */
  user?: Actor;
}

export interface GqlContext {
  req: AuthenticatedRequest;
  reply: FastifyReply;
  correlationId: string;
}
