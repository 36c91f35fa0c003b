import { HttpStatus, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { specifiedRules, validate } from 'graphql';
import mercurius from 'mercurius';
import { MetricsRegistry } from '@ricambiamo/logging';
import type { GqlContext } from '../common/gql-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { GraphqlErrorFilter } from '../errors/graphql-error.filter';
import { LiveConnections } from '../live/live-connections';
import { LiveModule } from '../live/live.module';
import { metricheOperazioni } from '../metriche/metriche-richieste';
import { DateTimeScalar } from './date-time.scalar';
import { graphqlValidateOptions, graphqlValidationRules, withoutSuggestions } from './graphql-limits';

@Module({
  imports: [
    NestGraphQLModule.forRootAsync<MercuriusDriverConfig>({
      driver: MercuriusDriver,
      imports: [LiveModule],
      inject: [GATEWAY_CONFIG, LiveConnections, MetricsRegistry],
      useFactory: (config: GatewayConfig, live: LiveConnections, registry: MetricsRegistry) => {
        const production = config.NODE_ENV === 'production';
        const validationRules = graphqlValidationRules({ production });
        const validateOptions = graphqlValidateOptions({ production });
        return {
          autoSchemaFile: config.GRAPHQL_SCHEMA_FILE ?? true,
          sortSchema: false,
          buildSchemaOptions: { scalarsMap: [{ type: Date, scalar: DateTimeScalar }] },
          path: '/graphql',
          graphiql: !production,
          // An operation seen twice is compiled by graphql-jit off the request path, while the event loop is less
          // than 80% busy, and runs compiled from then on: a home search of 12 cards cost the gateway 0.07–0.17 ms of
          // CPU less (README, "Query compilate"). graphql-jit refuses a non-null input field left out even when it has
          // a default, so input defaults sit on nullable fields (nullishDefault in the contracts); compiled operations
          // ignore operationName, hence OneOperationRule.
          jit: { minCount: 2, eluThreshold: 0.8 },
          subscription: live.options(),
          context: (req: FastifyRequest, reply: FastifyReply): GqlContext => ({
            req,
            reply,
            correlationId: req.id,
          }),
          validationRules,
          graphql: { validateOptions },
          hooks: {
            ...metricheOperazioni(registry),
            // Mercurius runs a subscription's document without validating it: the rules of every HTTP operation.
            preSubscriptionExecution: (schema, document) => {
              const [error] = validate(schema, document, [...specifiedRules, ...validationRules], validateOptions);
              return error ? Promise.reject(error) : Promise.resolve();
            },
          },
          // Operation errors are answers, not transport failures: the body carries the Italian message and code.
          // INTERNAL is what an unreachable or timed-out service becomes, so the status says the backend is down
          // (proxies, monitors and retries see it) while the body still carries the Italian message.
          errorFormatter: (execution, context) => {
            const defaults = mercurius.defaultErrorFormatter(execution, context);
            const errors = defaults.response.errors?.map((error) =>
              production ? { ...error, message: withoutSuggestions(error.message) } : error,
            );
            const formatted = { ...defaults, response: { ...defaults.response, errors } };
            const codes = execution.errors.map((error) => error.extensions?.code);
            if (!codes.every((code) => typeof code === 'string')) return formatted;
            return { ...formatted, statusCode: codes.includes('INTERNAL') ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.OK };
          },
        };
      },
    }),
  ],
  providers: [{ provide: APP_FILTER, useClass: GraphqlErrorFilter }],
})
export class GraphqlModule {}
