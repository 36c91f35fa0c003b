import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '@ricambiamo/contracts';
import type { HintQueue } from '../live/hint-queue';

export interface AuthenticatedRequest extends FastifyRequest {
  /** Set by the AccessGuard once the access token is verified. */
  user?: Actor;
}

export interface GqlContext {
  req: AuthenticatedRequest;
  reply: FastifyReply;
  correlationId: string;
  /** On a live connection: the user's hints since before its acknowledgement, for its first subscription (LiveConnections). */
  hintsDallaConnessione?: () => HintQueue | null;
}
