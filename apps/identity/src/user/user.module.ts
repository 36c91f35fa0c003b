import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { PasswordStrength } from './password-strength';
import { UserController } from './user.controller';
import { UserRepository } from './user.repository';
import { UserService } from './user.service';

/**
 * Users and their credentials: the repository and the hasher are shared with sessions, registration and reset, the
 * strength rule with registration and reset.
 */
@Module({
  controllers: [UserController],
  providers: [
    UserService,
    UserRepository,
    PasswordHasher,
    { provide: PasswordStrength, useFactory: () => PasswordStrength.load() },
  ],
  exports: [UserRepository, PasswordHasher, PasswordStrength],
})
export class UserModule {}
