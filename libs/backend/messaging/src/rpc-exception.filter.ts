import type { ArgumentsHost, RpcExceptionFilter } from '@nestjs/common';
import { Catch, Logger } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { throwError } from 'rxjs';
import type { WireError } from '@ricambiamo/contracts';
import { DomainError } from './domain-error';
import { envelopeMeta } from './envelope';

/**
 * Service-side: the only thing that leaves a service on failure is a WireError. Anything that is not a
 * DomainError is a bug or an outage; it is logged here with the correlation id and crosses the wire as INTERNAL,
 * so no message or stack ever reaches a client.
 */
@Catch()
export class RpcDomainExceptionFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcDomainExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<WireError> {
    if (exception instanceof DomainError) return throwError(() => exception.toWire());
    const { correlationId } = envelopeMeta(host.switchToRpc().getData());
    this.logger.error({ err: exception, correlationId }, 'Unhandled error in message handler');
    return throwError(() => ({ code: 'INTERNAL' }) satisfies WireError);
  }
}
