import type { DynamicModule, FactoryProvider } from '@nestjs/common';
import { Controller, Get, Inject, Module } from '@nestjs/common';
import type { HealthCheckResult, HealthIndicatorResult } from '@nestjs/terminus';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';

/** Resolves when the dependency answers; throws (with a reason) when it does not. */
export type DependencyCheck = () => Promise<void>;
export type DependencyChecks = Record<string, DependencyCheck>;

const DEPENDENCY_CHECKS = Symbol('DEPENDENCY_CHECKS');
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: DependencyCheck): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    check().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * `/health` and `/health/ready`: readiness, every dependency must answer (503 otherwise).
 * `/health/live`: liveness, the process serves HTTP; never depends on anything else, so a database outage does not
 * make the orchestrator restart healthy pods.
 */
@Controller('health')
class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(DEPENDENCY_CHECKS) private readonly checks: DependencyChecks,
  ) {}

  @Get()
  @HealthCheck()
  readiness(): Promise<HealthCheckResult> {
    return this.ready();
  }

  @Get('ready')
  @HealthCheck()
  ready(): Promise<HealthCheckResult> {
    return this.health.check(
      Object.entries(this.checks).map(([name, check]) => async (): Promise<HealthIndicatorResult> => {
        const indicator = this.indicators.check(name);
        try {
          await withTimeout(check);
          return indicator.up();
        } catch (error) {
          return indicator.down({ message: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
  }

  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }
}

export interface HealthModuleOptions {
  imports?: DynamicModule['imports'];
  inject?: FactoryProvider['inject'];
  useFactory: (...deps: never[]) => DependencyChecks | Promise<DependencyChecks>;
}

@Module({})
export class HealthModule {
  static forRootAsync(options: HealthModuleOptions): DynamicModule {
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ logger: false }), ...(options.imports ?? [])],
      controllers: [HealthController],
      providers: [
        { provide: DEPENDENCY_CHECKS, inject: options.inject ?? [], useFactory: options.useFactory as FactoryProvider['useFactory'] },
      ],
    };
  }
}
