import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { Observable } from 'rxjs';

function correlationIdOfPayload(payload: unknown): string | undefined {
  const value = (payload as { correlationId?: unknown } | null)?.correlationId;
  return typeof value === 'string' ? value : undefined;
}

/**
 * NATS handlers get no pino-http request context (nestjs-pino's microservice hook needs Nest 12), so this gives
 * each message one, bound to the envelope's correlation id and subject: every log a handler writes carries them.
 */
@Injectable()
export class RpcLoggingInterceptor implements NestInterceptor {
  constructor(private readonly logger: PinoLogger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    const bindings = {
      correlationId: correlationIdOfPayload(rpc.getData()),
      subject: rpc.getContext<{ getSubject?: () => string }>().getSubject?.(),
    };
    return new Observable((subscriber) =>
      this.logger.runInContext(() => next.handle().subscribe(subscriber), { bindings }),
    );
  }
}
