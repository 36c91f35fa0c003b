import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { chiaveAccesso } from '../access/access-token';
import { AccessModule } from '../access/access.module';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';

@Module({
  imports: [
    AccessModule,
    JwtModule.registerAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({ secret: chiaveAccesso(config.JWT_SECRET) }),
    }),
  ],
  providers: [AuthResolver, AuthService],
})
export class AuthModule {}
