import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Inject, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { DomainError, isDomainError } from '@ricambiamo/messaging';
import { catchError, concatMap, type Observable } from 'rxjs';
import type { GqlContext } from '../common/gql-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';
import { clientAddress } from './client-address';

const WINDOW_MS = 10 * 60 * 1000;
/** How long a login vouches for its address: during an attack on the account, its owner's usual places stay open. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Takes one failure on the address's and on the account's counter before the password is checked, so parallel guesses
 * cannot all slip under the limit; refuses (0) when the address has used its failures, or the account has and the
 * address never logged in to it.
 * KEYS: address failures, account failures, known address. ARGV: window ms, address limit, account limit.
 */
const RESERVE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[2]) then return 0 end
if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[3]) and redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
for i = 1, 2 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[1]) end
end
return 1`;

/** Gives back a reserved failure; a counter that expired meanwhile stays gone. KEYS: the counters. */
const RELEASE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end`;

/**
 * The right password: the address starts afresh and is known to the account from now on.
 * KEYS: address failures, account failures, known address. ARGV: how long the address stays known, ms.
 */
const SUCCEED = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
redis.call('SET', KEYS[3], '1', 'PX', ARGV[1])`;

/**
 * Slows password guessing down without locking the owner out. Only wrong passwords count: a few per (address,
 * account), which stops a guesser who keeps an address and which the owner clears by logging in; more per account
 * from every address, which slows a guesser who rotates addresses but never shuts out an address the account has
 * logged in from. The per-address attempts of RateLimitGuard still apply on top.
 */
@Injectable()
export class LoginFailuresInterceptor implements NestInterceptor {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly redis: RedisConnection,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (this.config.RATE_LIMIT_DISABLED) return next.handle();
    const graphql = GqlExecutionContext.create(context);
    const { req } = graphql.getContext<GqlContext>();
    // A login's input (auth.inputs.ts), of which only the account counts here.
    const { input } = graphql.getArgs<{ input: { email: string } }>();
    const keys = this.keysOf(clientAddress(req), input.email);
    const [addressFailures, accountFailures] = keys;
    const { RATE_LIMIT_LOGIN_FAILURES_PER_PAIR: perAddress, RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: perAccount } = this.config;
    if ((await this.redis.eval(RESERVE, 3, ...keys, WINDOW_MS, perAddress, perAccount)) !== 1) throw new DomainError('RATE_LIMITED');
    return next.handle().pipe(
      // A wrong password keeps its reserved failure; anything else (a bad input, a service down) was not a guess.
      catchError(async (error: unknown) => {
        const wrongPassword = isDomainError(error) && error.code === 'INVALID_CREDENTIALS';
        if (!wrongPassword) await this.redis.eval(RELEASE, 2, addressFailures, accountFailures);
        throw error;
      }),
      concatMap(async (session: unknown) => {
        await this.redis.eval(SUCCEED, 3, ...keys, KNOWN_ADDRESS_MS);
        return session;
      }),
    );
  }

  private keysOf(address: string, email: string): [string, string, string] {
    const account = email.trim().toLowerCase();
    const prefix = this.config.RATE_LIMIT_NAMESPACE;
    return [
      `${prefix}:login-failures:address:${address}:${account}`,
      `${prefix}:login-failures:account:${account}`,
      `${prefix}:login-known:${address}:${account}`,
    ];
  }
}
