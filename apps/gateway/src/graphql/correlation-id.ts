import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-correlation-id';
const SAFE = /^[A-Za-z0-9._-]{8,100}$/;

/** Reuses a well-formed id from an upstream proxy so one request is traceable across hops; otherwise mints one. */
export function correlationIdOf(request: FastifyRequest): string {
  const incoming = request.headers[HEADER];
  return typeof incoming === 'string' && SAFE.test(incoming) ? incoming : randomUUID();
}
