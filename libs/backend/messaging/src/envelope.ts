import type { z } from 'zod';
import type { Accesso, Actor, RequestEnvelope } from '@ricambiamo/contracts';
import { fieldErrors, RUOLI } from '@ricambiamo/contracts';
import { DomainError } from './domain-error';

/** The envelope as a handler trusts it: the gateway verified the actor, the data is parsed with the subject's schema. */
export interface ParsedRequest<T> {
  actor: Actor | null;
  correlationId: string;
  data: T;
}

function isActor(value: unknown): value is Actor {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, role } = value as Partial<Actor>;
  return typeof userId === 'string' && userId.length > 0 && (RUOLI as readonly unknown[]).includes(role);
}

/** Reads the envelope header fields without trusting their shape; a malformed actor counts as anonymous. */
export function envelopeMeta(payload: unknown): { actor: Actor | null; correlationId: string } {
  const raw = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<RequestEnvelope<unknown>>;
  return {
    actor: isActor(raw.actor) ? { userId: raw.actor.userId, role: raw.actor.role } : null,
    correlationId: typeof raw.correlationId === 'string' ? raw.correlationId : 'unknown',
  };
}

/**
 * Validates `data` with the same zod schema the web form uses; bad input becomes VALIDATION_FAILED with field messages.
 * `meta` is the envelope's header when the caller has already read it (to authorise first).
 */
export function parseEnvelope<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  meta: ReturnType<typeof envelopeMeta> = envelopeMeta(payload),
): ParsedRequest<z.output<S>> {
  const data = (payload as Partial<RequestEnvelope<unknown>> | null)?.data;
  const result = schema.safeParse(data);
  if (!result.success) throw new DomainError('VALIDATION_FAILED', fieldErrors(result.error));
  return { ...meta, data: result.data };
}

/**
 * The actor as the contract's access requires it: UNAUTHENTICATED without one, FORBIDDEN with the wrong role, and
 * FORBIDDEN with any on a service-to-service contract, which no user call may reach.
 */
export function authorize(access: Accesso, actor: Actor | null): Actor | null {
  if (access === 'public') return actor;
  if (access === 'service') {
    if (actor) throw new DomainError('FORBIDDEN');
    return null;
  }
  if (!actor) throw new DomainError('UNAUTHENTICATED');
  if (access !== 'authenticated' && actor.role !== access) throw new DomainError('FORBIDDEN');
  return actor;
}
