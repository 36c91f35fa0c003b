import { Module } from '@nestjs/common';
import { SessioneModule } from '../sessione/sessione.module';
import { UtenteModule } from '../utente/utente.module';
import { RegistrazioneController } from './registrazione.controller';
import { RegistrazioneService } from './registrazione.service';

@Module({
  imports: [UtenteModule, SessioneModule],
  controllers: [RegistrazioneController],
  providers: [RegistrazioneService],
})
export class RegistrazioneModule {}
