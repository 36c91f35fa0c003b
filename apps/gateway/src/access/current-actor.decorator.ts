import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Actor } from '@ricambiamo/contracts';
import type { GqlContext } from '../graphql/gql-context';

/** The verified caller of a guarded operation. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = GqlExecutionContext.create(context).getContext<GqlContext>().req.user;
  if (!actor) throw new UnauthorizedException();
  return actor;
});
