import { Module } from '@nestjs/common';
import { BackgroundTasks } from '../background/background-tasks';
import { SessionModule } from '../session/session.module';
import { UserModule } from '../user/user.module';
import { Mailer } from './mailer';
import { PasswordController } from './password.controller';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [UserModule, SessionModule],
  controllers: [PasswordController],
  providers: [PasswordResetService, Mailer, BackgroundTasks],
})
export class PasswordModule {}
