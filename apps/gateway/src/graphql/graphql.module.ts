import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import type { FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { GraphqlErrorFilter } from '../errors/graphql-error.filter';
import { DateTimeScalar } from './date-time.scalar';
import type { GqlContext } from './gql-context';

@Module({
  imports: [
    NestGraphQLModule.forRootAsync<MercuriusDriverConfig>({
      driver: MercuriusDriver,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({
        autoSchemaFile: config.GRAPHQL_SCHEMA_FILE ?? true,
        sortSchema: false,
        buildSchemaOptions: { scalarsMap: [{ type: Date, scalar: DateTimeScalar }] },
        path: '/graphql',
        graphiql: config.NODE_ENV !== 'production',
        subscription: true,
        context: (req: FastifyRequest, reply: FastifyReply): GqlContext => ({
          req,
          reply,
          correlationId: req.id,
        }),
        // Operation errors are answers, not transport failures: the body carries the Italian message and code.
        errorFormatter: (execution, context) => {
          const formatted = mercurius.defaultErrorFormatter(execution, context);
          const handled = execution.errors.every((error) => typeof error.extensions?.code === 'string');
          return handled ? { ...formatted, statusCode: 200 } : formatted;
        },
      }),
    }),
  ],
  providers: [{ provide: APP_FILTER, useClass: GraphqlErrorFilter }],
})
export class GraphqlModule {}
