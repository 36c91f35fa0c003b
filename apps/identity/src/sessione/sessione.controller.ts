import { Controller } from '@nestjs/common';
import type { EsitoAccessoDto, ParsedRequestOf, RevokedSessionsDto, SessionDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { SessioneService } from './sessione.service';

@Controller()
export class SessioneController {
  constructor(private readonly sessioni: SessioneService) {}

  @Handles(IDENTITY.session.login)
  login(data: ParsedRequestOf<typeof IDENTITY.session.login>): Promise<EsitoAccessoDto> {
    return this.sessioni.login(data);
  }

  @Handles(IDENTITY.session.refresh)
  refresh({ refreshToken }: { refreshToken: string }): Promise<SessionDto> {
    return this.sessioni.refresh(refreshToken);
  }

  @Handles(IDENTITY.session.logout)
  logout({ refreshToken }: { refreshToken: string }): Promise<RevokedSessionsDto> {
    return this.sessioni.logout(refreshToken);
  }
}
