import { Injectable } from '@nestjs/common';
import passport from 'passport';
import type { Actor } from '@ricambiamo/contracts';
import { JwtStrategy } from './jwt.strategy';

/**
 * An access token that arrives outside an Authorization header (a live connection's connection_init), checked by the
 * very JwtStrategy every HTTP request goes through: signature, expiry, claims, session not revoked. Null when it does
 * not hold; rejects when the revoked sessions cannot be read (fail closed, as JwtStrategy does).
 */
@Injectable()
export class AccessTokens {
  // Depends on the strategy so that it is registered with passport before the first check.
  constructor(private readonly strategy: JwtStrategy) {}

  actorOf(accessToken: string): Promise<Actor | null> {
    const request = { headers: { authorization: `Bearer ${accessToken}` } };
    return new Promise((resolve, reject) => {
      const authenticate = passport.authenticate(this.strategy.name, { session: false }, (error: Error | null, actor: Actor | false) =>
        error ? reject(error) : resolve(actor || null),
      ) as (request: object, response: object, next: (error?: unknown) => void) => void;
      authenticate(request, {}, reject);
    });
  }
}
