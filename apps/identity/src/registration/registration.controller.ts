import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { SessionDto } from '@ricambiamo/contracts';
import { IDENTITY, registerRequest } from '@ricambiamo/contracts';
import { parseEnvelope } from '@ricambiamo/messaging';
import { RegistrationService } from './registration.service';

@Controller()
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @MessagePattern(IDENTITY.user.register)
  register(@Payload() payload: unknown): Promise<SessionDto> {
    return this.registration.register(parseEnvelope(registerRequest, payload).data);
  }
}
