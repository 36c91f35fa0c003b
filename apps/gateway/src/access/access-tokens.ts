import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Actor } from '@ricambiamo/contracts';
import { RUOLI } from '@ricambiamo/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ACCESS_TOKEN, type AccessClaims, chiaveAccesso } from './access-token';
import { RevokedSessions } from './revoked-sessions';

const BEARER = /^Bearer\s+(\S+)$/i;
/** Enough for every token in use on a replica at once; past it the oldest is verified again when it comes back. */
const MAX_VERIFIED = 5000;

type Claims = Partial<Record<keyof AccessClaims, unknown>>;

/**
 * The one check of an access token, wherever it arrives (an HTTP request's `Authorization: Bearer` header, a live
 * connection's connection_init): signature, expiry, issuer, audience, claims, and a session that was not revoked.
 */
@Injectable()
export class AccessTokens {
  private readonly key: KeyObject;
  /** No token lives longer than the gateway signs them for, even one that carried no expiry. */
  private readonly maxAgeSeconds: number;
  /**
   * Tokens already verified, with the instant they stop holding: a token's signature and claims give the same answer
   * every time until it expires, so an HMAC, base64 and JSON of the whole token are done once, not on every request.
   * The session is still checked on every request.
   */
  private readonly verified = new Map<string, { claims: Claims; until: number }>();

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
    const claims = this.verify(accessToken);
    if (!claims) return null;
    const { sub, role, sid } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !RUOLI.includes(role as Actor['role'])) return null;
    if (await this.revoked.isRevoked(sid)) return null;
    return { userId: sub, role: role as Actor['role'] };
  }

  /** The token's claims when its signature, algorithm, issuer, audience and age hold; null otherwise. */
  private verify(accessToken: string): Claims | null {
    const now = Date.now();
    const known = this.verified.get(accessToken);
    if (known && now < known.until) return known.claims;
    this.verified.delete(accessToken);
    let claims: Claims & { exp?: unknown; iat?: unknown };
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
    // jsonwebtoken refuses a token at its exp, and at iat + maxAge (it requires iat when given a maxAge).
    const limits = [claims.exp, typeof claims.iat === 'number' ? claims.iat + this.maxAgeSeconds : undefined];
    const until = Math.min(...limits.filter((limit): limit is number => typeof limit === 'number')) * 1000;
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(accessToken, { claims, until });
    return claims;
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
