import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Actor } from '@ricambiamo/contracts';
import { RUOLI } from '@ricambiamo/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ACCESS_TOKEN, type AccessClaims, chiaveAccesso } from './access-token';
import { RevokedSessions } from './revoked-sessions';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly revoked: RevokedSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands it to jsonwebtoken, which takes a KeyObject; its types still say string or Buffer.
      secretOrKey: chiaveAccesso(config.JWT_SECRET) as unknown as Buffer,
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      ignoreExpiration: false,
    });
  }

  /**
   * A token without a session cannot be revoked, so it is refused. When Redis cannot answer, the error propagates
   * (fail closed): the request fails as "backend down" (503), not UNAUTHENTICATED, so the web app keeps its session
   * and retries, and a logged-out or reset session never passes. Redis is in the readiness check, so a replica
   * without it is taken out of rotation anyway.
   */
  async validate(claims: Partial<Record<keyof AccessClaims, unknown>>): Promise<Actor | false> {
    const { sub, role, sid } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !RUOLI.includes(role as Actor['role'])) return false;
    if (await this.revoked.isRevoked(sid)) return false;
    return { userId: sub, role: role as Actor['role'] };
  }
}
