import type { ArgumentsHost } from '@nestjs/common';
import { Catch, HttpException, HttpStatus, Inject, Logger } from '@nestjs/common';
import { BaseExceptionFilter, HttpAdapterHost } from '@nestjs/core';
import type { GqlContextType, GqlExceptionFilter } from '@nestjs/graphql';
import { GqlArgumentsHost } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import type { ErrorCode, FieldErrors } from '@ricambiamo/contracts';
import { isDomainError } from '@ricambiamo/messaging';
import type { GqlContext } from '../common/gql-context';
import { errorMessage } from '@ricambiamo/contracts';

const HTTP_CODES: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHENTICATED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
};

/**
 * Turns every error a resolver raises into a GraphQL error with the product's Italian message (docs/rules.md §8) and a stable
 * `extensions.code`; anything unexpected is logged with the correlation id and never shown to the client.
 * REST routes (webhooks, uploads, media) keep Nest's HTTP handling.
 */
@Catch()
export class GraphqlErrorFilter extends BaseExceptionFilter implements GqlExceptionFilter {
  private readonly logger = new Logger('GraphQL');

  constructor(@Inject(HttpAdapterHost) adapterHost: HttpAdapterHost) {
    super(adapterHost.httpAdapter);
  }

  override catch(exception: unknown, host: ArgumentsHost): GraphQLError | undefined {
    if (host.getType<GqlContextType>() !== 'graphql') {
      super.catch(exception, host);
      return undefined;
    }
    const context = GqlArgumentsHost.create(host).getContext<GqlContext | undefined>();
    const correlationId = context?.correlationId;
    const { code, fields } = this.classify(exception);
    if (code === 'INTERNAL') {
      this.logger.error({ err: exception, correlationId }, 'Unexpected error in a GraphQL operation');
    }
    return new GraphQLError(errorMessage(code), { extensions: { code, fields, correlationId } });
  }

  private classify(exception: unknown): { code: ErrorCode; fields?: FieldErrors } {
    if (isDomainError(exception)) return { code: exception.code, fields: exception.fields };
    if (exception instanceof HttpException) return { code: HTTP_CODES[exception.getStatus()] ?? 'INTERNAL' };
    return { code: 'INTERNAL' };
  }
}
