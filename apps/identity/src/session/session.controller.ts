import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, RevokedSessionsDto, SessionDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { SessionService } from './session.service';

@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Handles(IDENTITY.session.login)
  login(data: ParsedRequestOf<typeof IDENTITY.session.login>): Promise<SessionDto> {
    return this.sessions.login(data);
  }

  @Handles(IDENTITY.session.refresh)
  refresh({ refreshToken }: { refreshToken: string }): Promise<SessionDto> {
    return this.sessions.refresh(refreshToken);
  }

  @Handles(IDENTITY.session.logout)
  logout({ refreshToken }: { refreshToken: string }): Promise<RevokedSessionsDto> {
    return this.sessions.logout(refreshToken);
  }
}
