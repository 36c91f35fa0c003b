import type { BeforeApplicationShutdown, DynamicModule, FactoryProvider } from '@nestjs/common';
import { Controller, Get, Inject, Injectable, Module, ServiceUnavailableException } from '@nestjs/common';

/** Resolves when the dependency answers; throws (with a reason) when it does not. */
export type DependencyCheck = () => Promise<void>;
export type DependencyChecks = Record<string, DependencyCheck>;

type DependencyState = { status: 'up' } | { status: 'down'; message: string };

/**
 * Every dependency by name under `details`, and again under `info` if it answered or `error` if not (the shape of
 * @nestjs/terminus' report, which the apps answered with before, docs/api.md#health-and-metrics). `shutting_down` once the
 * app has begun to close, so that traffic moves to the replicas that stay while it drains.
 */
export interface ReadinessReport {
  status: 'ok' | 'error' | 'shutting_down';
  info: Record<string, DependencyState>;
  error: Record<string, DependencyState>;
  details: Record<string, DependencyState>;
}

const DEPENDENCY_CHECKS = Symbol('DEPENDENCY_CHECKS');
const SHOW_DETAILS = Symbol('SHOW_DETAILS');
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: DependencyCheck): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    check().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function stateOf(check: DependencyCheck): Promise<DependencyState> {
  try {
    await withTimeout(check);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Readiness: every dependency must answer, asked all at once. The report names each one, up or down with the reason. */
@Injectable()
export class Readiness implements BeforeApplicationShutdown {
  private closing = false;

  constructor(@Inject(DEPENDENCY_CHECKS) private readonly checks: DependencyChecks) {}

  beforeApplicationShutdown(): void {
    this.closing = true;
  }

  async report(): Promise<ReadinessReport> {
    const names = Object.keys(this.checks);
    const states = await Promise.all(names.map((name) => stateOf(this.checks[name])));
    const report: ReadinessReport = { status: 'ok', info: {}, error: {}, details: {} };
    names.forEach((name, index) => {
      const state = states[index];
      report.details[name] = state;
      if (state.status === 'up') report.info[name] = state;
      else {
        report.error[name] = state;
        report.status = 'error';
      }
    });
    if (this.closing) report.status = 'shutting_down';
    return report;
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
  readinessProbe(): Promise<ReadinessReport | Pick<ReadinessReport, 'status'>> {
    return this.ready();
  }

  @Get('ready')
  async ready(): Promise<ReadinessReport | Pick<ReadinessReport, 'status'>> {
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
      imports: options.imports ?? [],
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
