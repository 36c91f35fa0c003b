import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, RevokedSessionsDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordController {
  constructor(private readonly resets: PasswordResetService) {}

  @Handles(IDENTITY.password.requestReset)
  async requestReset(data: ParsedRequestOf<typeof IDENTITY.password.requestReset>, { correlationId }: Call): Promise<{ ok: true }> {
    await this.resets.requestReset(data.email, data.resetUrl, correlationId);
    return { ok: true };
  }

  @Handles(IDENTITY.password.reset)
  reset(data: ParsedRequestOf<typeof IDENTITY.password.reset>): Promise<RevokedSessionsDto> {
    return this.resets.reset(data.token, data.password);
  }
}
