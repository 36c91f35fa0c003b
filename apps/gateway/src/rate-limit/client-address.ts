import { normalizeIp } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';

/**
 * The address a limit counts: Fastify's `req.ip`, which believes X-Forwarded-For only as far as TRUST_PROXY says. An
 * IPv6 client is counted by its /64, which it owns whole and could otherwise walk through.
 */
export const clientAddress = (req: Pick<FastifyRequest, 'ip'>): string => normalizeIp(req.ip);
