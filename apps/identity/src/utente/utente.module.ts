import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { PasswordStrength } from './password-strength';
import { UtenteController } from './utente.controller';
import { UtenteRepository } from './utente.repository';
import { UtenteService } from './utente.service';

/**
 * Users and their credentials: the repository and the hasher are shared with sessions, registration and reset, the
 * strength rule with registration and reset.
 */
@Module({
  controllers: [UtenteController],
  providers: [
    UtenteService,
    UtenteRepository,
    PasswordHasher,
    { provide: PasswordStrength, useFactory: () => new PasswordStrength() },
  ],
  exports: [UtenteRepository, PasswordHasher, PasswordStrength],
})
export class UtenteModule {}
