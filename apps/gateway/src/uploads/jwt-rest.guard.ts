import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * The global AccessGuard only guards GraphQL; REST routes that need a signed-in caller use this one. Same passport
 * `jwt` strategy, so the same `Authorization: Bearer` access token works, and a missing or bad one gets 401.
 */
@Injectable()
export class JwtRestGuard extends AuthGuard('jwt') {}
