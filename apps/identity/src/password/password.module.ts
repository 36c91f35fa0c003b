import { Module } from '@nestjs/common';
import { BackgroundTasks } from '../background/background-tasks';
import { SessioneModule } from '../sessione/sessione.module';
import { UtenteModule } from '../utente/utente.module';
import { Mailer } from './mailer';
import { PasswordController } from './password.controller';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [UtenteModule, SessioneModule],
  controllers: [PasswordController],
  providers: [PasswordResetService, Mailer, BackgroundTasks],
})
export class PasswordModule {}
