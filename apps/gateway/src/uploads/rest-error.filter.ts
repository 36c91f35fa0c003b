import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * JSON errors for the image REST routes, `{ statusCode, message }` with the Italian message the controller chose.
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
    this.logger.error({ err: exception, correlationId: http.getRequest<FastifyRequest>().id }, 'Unexpected error in a REST route');
    void reply.status(HttpStatus.INTERNAL_SERVER_ERROR).send({ statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: this.fallbackMessage });
  }
}
