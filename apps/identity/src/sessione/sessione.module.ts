import { Module } from '@nestjs/common';
import { UtenteModule } from '../utente/utente.module';
import { SessioneController } from './sessione.controller';
import { SessioneRepository } from './sessione.repository';
import { SessioneService } from './sessione.service';
import { SfideAccesso } from './sfide-accesso';

@Module({
  imports: [UtenteModule],
  controllers: [SessioneController],
  providers: [SessioneService, SessioneRepository, SfideAccesso],
  exports: [SessioneService, SessioneRepository],
})
export class SessioneModule {}
