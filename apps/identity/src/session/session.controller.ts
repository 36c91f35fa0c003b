import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { SessionDto } from '@ricambiamo/contracts';
import { IDENTITY, loginRequest, logoutRequest, refreshRequest } from '@ricambiamo/contracts';
import { parseEnvelope } from '@ricambiamo/messaging';
import { SessionService } from './session.service';

@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @MessagePattern(IDENTITY.session.login)
  login(@Payload() payload: unknown): Promise<SessionDto> {
    return this.sessions.login(parseEnvelope(loginRequest, payload).data);
  }

  @MessagePattern(IDENTITY.session.refresh)
  refresh(@Payload() payload: unknown): Promise<SessionDto> {
    return this.sessions.refresh(parseEnvelope(refreshRequest, payload).data.refreshToken);
  }

  @MessagePattern(IDENTITY.session.logout)
  async logout(@Payload() payload: unknown): Promise<{ ok: true }> {
    await this.sessions.logout(parseEnvelope(logoutRequest, payload).data.refreshToken);
    return { ok: true };
  }
}
