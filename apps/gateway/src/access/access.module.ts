import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { AccessTokens } from './access-tokens';
import { RevocationEvents } from './revocation-events';
import { RevokedSessions } from './revoked-sessions';

@Module({
  providers: [RevokedSessions, RevocationEvents, AccessTokens, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [RevokedSessions, AccessTokens],
})
export class AccessModule {}
