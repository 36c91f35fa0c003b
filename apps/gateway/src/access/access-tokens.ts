import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Actor } from '@ricambiamo/contracts';
import { RUOLI } from '@ricambiamo/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ACCESS_TOKEN, type AccessClaims, chiaveAccesso } from './access-token';
import { RevokedSessions } from './revoked-sessions';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The one check of an access token, wherever it arrives (an HTTP request's `Authorization: Bearer` header, a live
 * connection's connection_init): signature, expiry, issuer, audience, claims, and a session that was not revoked.
 */
@Injectable()
export class AccessTokens {
  private readonly key: KeyObject;
  /** No token lives longer than the gateway signs them for, even one that carried no expiry. */
  private readonly maxAgeSeconds: number;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly revoked: RevokedSessions,
  ) {
    this.key = chiaveAccesso(config.JWT_SECRET);
    this.maxAgeSeconds = config.ACCESS_TOKEN_TTL_SECONDS;
  }

  /**
   * The token's actor, or null when it does not hold. A token without a session cannot be revoked, so it is refused.
   * When Redis cannot answer, this rejects (fail closed): the request fails as "backend down" (503), not
   * UNAUTHENTICATED, so the web app keeps its session and retries, and a logged-out or reset session never passes.
   * Redis is in the readiness check, so a replica without it is taken out of rotation anyway.
   */
  async actorOf(accessToken: string): Promise<Actor | null> {
    let claims: Partial<Record<keyof AccessClaims, unknown>>;
    try {
      const verified = jwt.verify(accessToken, this.key, {
        algorithms: [ACCESS_TOKEN.algorithm],
        issuer: ACCESS_TOKEN.issuer,
        audience: ACCESS_TOKEN.audience,
        maxAge: this.maxAgeSeconds,
      });
      if (typeof verified === 'string') return null;
      claims = verified;
    } catch {
      return null;
    }
    const { sub, role, sid } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !RUOLI.includes(role as Actor['role'])) return null;
    if (await this.revoked.isRevoked(sid)) return null;
    return { userId: sub, role: role as Actor['role'] };
  }

  /** The actor of a request's bearer token; 401 when there is none or it does not hold. */
  async actorOfRequest(request: { headers: Record<string, string | string[] | undefined> }): Promise<Actor> {
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
    const actor = token ? await this.actorOf(token) : null;
    if (!actor) throw new UnauthorizedException();
    return actor;
  }
}
