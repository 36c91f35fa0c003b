import type { CallHandler, DynamicModule, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Controller, Get, Header, Injectable, Module } from '@nestjs/common';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Observable } from 'rxjs';
import { tap } from 'rxjs';

/** The app's Prometheus registry; inject it to register metrics of your own. */
export class MetricsRegistry extends Registry {}

@Controller('metrics')
class MetricsController {
  constructor(private readonly registry: MetricsRegistry) {}

  @Get()
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}

function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}

/** Duration and outcome (ok or the error code) of every NATS request a service handles. */
@Injectable()
export class RpcMetricsInterceptor implements NestInterceptor {
  private readonly duration: Histogram<'subject' | 'outcome'>;

  constructor(registry: MetricsRegistry) {
    this.duration = new Histogram({
      name: 'rpc_server_duration_seconds',
      help: 'Time spent handling NATS requests',
      labelNames: ['subject', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const subject = context.switchToRpc().getContext<{ getSubject?: () => string }>().getSubject?.() ?? 'unknown';
    const stop = this.duration.startTimer({ subject });
    return next.handle().pipe(
      tap({ next: () => stop({ outcome: 'ok' }), error: (error: unknown) => stop({ outcome: errorCodeOf(error) }) }),
    );
  }
}

/** `/metrics` in Prometheus text format: Node process metrics plus whatever the app registers. */
@Module({})
export class MetricsModule {
  /** `http: false` leaves `/metrics` off the app's HTTP port, for an app whose port is public (it serves them elsewhere). */
  static forRoot(options: { service: string; http?: boolean }): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      controllers: options.http === false ? [] : [MetricsController],
      providers: [
        {
          provide: MetricsRegistry,
          useFactory: () => {
            const registry = new MetricsRegistry();
            registry.setDefaultLabels({ service: options.service });
            collectDefaultMetrics({ register: registry });
            return registry;
          },
        },
        RpcMetricsInterceptor,
      ],
      exports: [MetricsRegistry, RpcMetricsInterceptor],
    };
  }
}
