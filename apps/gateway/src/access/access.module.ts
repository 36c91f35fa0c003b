import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { AccessTokens } from './access-tokens';
import { RevocationConsumer } from './revocation.consumer';
import { RevokedSessions } from './revoked-sessions';

@Module({
  providers: [RevokedSessions, RevocationConsumer, AccessTokens, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [RevokedSessions, AccessTokens],
})
export class AccessModule {}
