import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@ricambiamo/contracts';
import { errorMessage } from '@ricambiamo/contracts';
import { isDomainError } from '@ricambiamo/messaging';

/** The HTTP status of a service's error code on a REST route; its text is the one error mapper's. */
function statusOf(code: ErrorCode): number {
  if (code === 'UNAUTHENTICATED' || code === 'SESSION_INVALID') return HttpStatus.UNAUTHORIZED;
  if (code === 'FORBIDDEN') return HttpStatus.FORBIDDEN;
  if (code === 'RATE_LIMITED') return HttpStatus.TOO_MANY_REQUESTS;
  if (code === 'IMPORT_IN_PROGRESS' || code === 'IMPORT_STATE_INVALID') return HttpStatus.CONFLICT;
  if (code.endsWith('NOT_FOUND')) return HttpStatus.NOT_FOUND;
  if (code === 'INTERNAL') return HttpStatus.INTERNAL_SERVER_ERROR;
  return HttpStatus.BAD_REQUEST;
}

/**
 * JSON errors for the REST routes (images, imports), `{ statusCode, message }` with the Italian message the controller
 * chose, or a service's error code in its one Italian text.
 * Bound to the controllers so the global GraphQL filter, which only knows GraphQL errors, never sees them; anything
 * unexpected is logged with the request id and answered with `fallbackMessage`, never with its details.
 */
@Catch()
export class RestErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('REST');

  constructor(private readonly fallbackMessage: string) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      void reply.status(exception.getStatus()).send({ statusCode: exception.getStatus(), message });
      return;
    }
    if (isDomainError(exception) && exception.code !== 'INTERNAL') {
      const statusCode = statusOf(exception.code);
      void reply.status(statusCode).send({ statusCode, message: errorMessage(exception.code, this.fallbackMessage) });
      return;
    }
    this.logger.error({ err: exception, correlationId: http.getRequest<FastifyRequest>().id }, 'Unexpected error in a REST route');
    void reply.status(HttpStatus.INTERNAL_SERVER_ERROR).send({ statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: this.fallbackMessage });
  }
}
