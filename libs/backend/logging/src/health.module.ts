import type { DynamicModule, FactoryProvider } from '@nestjs/common';
import { Controller, Get, Inject, Injectable, Module, ServiceUnavailableException } from '@nestjs/common';
import type { HealthCheckResult, HealthIndicatorResult } from '@nestjs/terminus';
import { HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';

/** Resolves when the dependency answers; throws (with a reason) when it does not. */
export type DependencyCheck = () => Promise<void>;
export type DependencyChecks = Record<string, DependencyCheck>;

const DEPENDENCY_CHECKS = Symbol('DEPENDENCY_CHECKS');
const SHOW_DETAILS = Symbol('SHOW_DETAILS');
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: DependencyCheck): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    check().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Readiness: every dependency must answer. The report names each one, up or down with the reason. */
@Injectable()
export class Readiness {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(DEPENDENCY_CHECKS) private readonly checks: DependencyChecks,
  ) {}

  /** Terminus' report: `status` is 'ok' when every dependency answered, 'error' otherwise. */
  async report(): Promise<HealthCheckResult> {
    try {
      return await this.health.check(
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
    } catch (error) {
      if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
      throw error;
    }
  }
}

/**
 * `/health` and `/health/ready`: readiness, 503 unless every dependency answers; the body names them, unless the port
 * is public (see HealthModuleOptions.details).
 * `/health/live`: liveness, the process serves HTTP; never depends on anything else, so a database outage does not
 * make the orchestrator restart healthy pods.
 */
@Controller('health')
class HealthController {
  constructor(
    private readonly readiness: Readiness,
    @Inject(SHOW_DETAILS) private readonly details: boolean,
  ) {}

  @Get()
  readinessProbe(): Promise<HealthCheckResult | { status: HealthCheckResult['status'] }> {
    return this.ready();
  }

  @Get('ready')
  async ready(): Promise<HealthCheckResult | { status: HealthCheckResult['status'] }> {
    const report = await this.readiness.report();
    const body = this.details ? report : { status: report.status };
    if (report.status !== 'ok') throw new ServiceUnavailableException(body);
    return body;
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}

export interface HealthModuleOptions {
  imports?: DynamicModule['imports'];
  inject?: FactoryProvider['inject'];
  useFactory: (...deps: never[]) => DependencyChecks | Promise<DependencyChecks>;
  /**
   * Whether the HTTP answers name the dependencies and why one is down (default true). False where the port is
   * public: a connection error tells an attacker hosts, ports and versions. `Readiness` still has the full report.
   */
  details?: boolean;
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
        { provide: SHOW_DETAILS, useValue: options.details ?? true },
        Readiness,
      ],
      exports: [Readiness],
    };
  }
}
