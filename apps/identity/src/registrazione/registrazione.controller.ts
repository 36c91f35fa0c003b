import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, SessionDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { RegistrazioneService } from './registrazione.service';

@Controller()
export class RegistrazioneController {
  constructor(private readonly registrazione: RegistrazioneService) {}

  @Handles(IDENTITY.user.register)
  register(data: ParsedRequestOf<typeof IDENTITY.user.register>): Promise<SessionDto> {
    return this.registrazione.register(data);
  }
}
