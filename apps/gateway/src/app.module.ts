import { type DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { AuthModule } from './auth/auth.module';
import type { GatewayConfig } from './config';
import { CoreModule } from './core.module';
import { GraphqlModule } from './graphql/graphql.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), GraphqlModule, AccessModule, RateLimitModule, AuthModule, UsersModule],
    };
  }
}
