import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { UserController } from './user.controller';
import { UserRepository } from './user.repository';
import { UserService } from './user.service';

/** Users and their credentials: the repository and the hasher are shared with sessions, registration and reset. */
@Module({
  controllers: [UserController],
  providers: [UserService, UserRepository, PasswordHasher],
  exports: [UserRepository, PasswordHasher],
})
export class UserModule {}
