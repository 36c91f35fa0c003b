import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionDto } from '@ricambiamo/contracts';

export const REFRESH_COOKIE = 'ricambiamo_refresh';

/**
 * The refresh token never reaches JavaScript: httpOnly, SameSite=Strict and scoped to /graphql, the only path
 * that reads it. "Ricordami" decides between a persistent cookie and one that dies with the browser.
 */
export function setRefreshCookie(reply: FastifyReply, session: SessionDto, secure: boolean): void {
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/graphql',
    ...(session.persistent ? { expires: new Date(session.expiresAt) } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/graphql' });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
