import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { RpcContext } from '@ricambiamo/messaging';
import type { GqlContext } from '../common/gql-context';
import { ACCESS_KEY, type AccessRule } from './access.decorator';

/**
 * What every call to a service carries: the verified actor and the request's correlation id. The actor is null on
 * public operations, where the AccessGuard does not authenticate, so services see an anonymous caller as before.
 */
export const rpcContextOf = (context: GqlContext): RpcContext => ({
  actor: context.req.user ?? null,
  correlationId: context.correlationId,
});

const reflector = new Reflector();

/**
 * The caller of a GraphQL operation, ready for `rpc.send(CONTRACT, data, caller)`. An operation that is not public
 * always has an actor here (fail closed, should the guard ever let one through without a user).
 */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): RpcContext => {
  const caller = rpcContextOf(GqlExecutionContext.create(context).getContext<GqlContext>());
  const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
  if (rule !== 'public' && !caller.actor) throw new UnauthorizedException();
  return caller;
});
