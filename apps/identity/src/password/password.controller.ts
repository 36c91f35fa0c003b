import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY, requestResetRequest, resetPasswordRequest } from '@ricambiamo/contracts';
import { parseEnvelope } from '@ricambiamo/messaging';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordController {
  constructor(private readonly resets: PasswordResetService) {}

  @MessagePattern(IDENTITY.password.requestReset)
  async requestReset(@Payload() payload: unknown): Promise<{ ok: true }> {
    const { data, correlationId } = parseEnvelope(requestResetRequest, payload);
    await this.resets.requestReset(data.email, data.resetUrl, correlationId);
    return { ok: true };
  }

  @MessagePattern(IDENTITY.password.reset)
  async reset(@Payload() payload: unknown): Promise<{ ok: true }> {
    const { data } = parseEnvelope(resetPasswordRequest, payload);
    await this.resets.reset(data.token, data.password);
    return { ok: true };
  }
}
