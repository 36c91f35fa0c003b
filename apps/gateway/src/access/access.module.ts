import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from './access.guard';
import { AccessTokens } from './access-tokens';
import { JwtStrategy } from './jwt.strategy';
import { RevokedSessions } from './revoked-sessions';

@Module({
  imports: [PassportModule],
  providers: [JwtStrategy, RevokedSessions, AccessTokens, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [RevokedSessions, AccessTokens],
})
export class AccessModule {}
