import type { FastifyInstance } from 'fastify';
import type { DocumentNode, ExecutionResult, FieldNode, OperationDefinitionNode } from 'graphql';
import { Kind } from 'graphql';
import type { MercuriusContext, onResolutionHookHandler, preExecutionHookHandler } from 'mercurius';
import type { Registry } from 'prom-client';
import { Counter, Histogram } from 'prom-client';

/** From a cached answer to a service's timeout. */
const SECONDI = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The gateway's requests as ops' dashboard and alert rules read them (infra/grafana, infra/k8s/alerts.yaml): every HTTP
 * request by route and status, and every GraphQL operation by its root field and outcome. Labels take only values the
 * gateway defines (its routes, the schema's fields, the error codes), never what a client wrote, so no request can add
 * series.
 */
export function registraMetricheHttp(app: FastifyInstance, registry: Registry): void {
  const richieste = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered by the gateway, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durata = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time the gateway took to answer an HTTP request, by route pattern',
    labelNames: ['route'],
    buckets: SECONDI,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // A path no route matched has no pattern: one label for all of them.
    const route = request.routeOptions.url ?? 'nessuna';
    richieste.inc({ route, method: request.method, status: String(reply.statusCode) });
    durata.observe({ route }, reply.elapsedTime / 1000);
    done();
  });
}

/** The operation as the metrics name it: its first root field, which a validated document takes from the schema. */
export function campoRadice(document: DocumentNode): string {
  const operazione = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const campo = operazione?.selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD);
  return campo?.name.value ?? 'sconosciuta';
}

/** The outcome of an executed operation: ok, or the code of its first error (INTERNAL when it has none). */
export function esito(result: Pick<ExecutionResult, 'errors'>): string {
  const [errore] = result.errors ?? [];
  if (!errore) return 'ok';
  const code = errore.extensions?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}

/** Mercurius' hooks that count every executed operation and time it from the request's arrival. */
export function metricheOperazioni(registry: Registry): {
  preExecution: preExecutionHookHandler<MercuriusContext>;
  onResolution: onResolutionHookHandler<MercuriusContext, MercuriusContext>;
} {
  const operazioni = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed by the gateway, by root field and outcome (ok or the error code)',
    labelNames: ['operation', 'outcome'],
    registers: [registry],
  });
  const durata = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time from the request to the operation resolved, by root field',
    labelNames: ['operation'],
    buckets: SECONDI,
    registers: [registry],
  });
  // Each request's context, from its execution to its resolution.
  const inCorso = new WeakMap<MercuriusContext, string>();
  return {
    preExecution: (_schema, document, context) => {
      inCorso.set(context, campoRadice(document));
      return Promise.resolve();
    },
    onResolution: (execution, context) => {
      const operation = inCorso.get(context) ?? 'sconosciuta';
      operazioni.inc({ operation, outcome: esito(execution) });
      durata.observe({ operation }, context.reply.elapsedTime / 1000);
      return Promise.resolve();
    },
  };
}
