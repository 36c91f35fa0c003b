import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Actor } from '@ricambiamo/contracts';
import { RUOLI } from '@ricambiamo/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ACCESS_TOKEN } from './access-token';

interface AccessClaims {
  sub?: unknown;
  role?: unknown;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessClaims): Actor | false {
    const { sub, role } = claims;
    if (typeof sub !== 'string' || !RUOLI.includes(role as Actor['role'])) return false;
    return { userId: sub, role: role as Actor['role'] };
  }
}
