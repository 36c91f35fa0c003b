import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, SessionDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { RegistrationService } from './registration.service';

@Controller()
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Handles(IDENTITY.user.register)
  register(data: ParsedRequestOf<typeof IDENTITY.user.register>): Promise<SessionDto> {
    return this.registration.register(data);
  }
}
