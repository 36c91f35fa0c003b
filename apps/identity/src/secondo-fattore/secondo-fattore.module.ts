import { Module } from '@nestjs/common';
import { SessioneModule } from '../sessione/sessione.module';
import { SecondoFattoreController } from './secondo-fattore.controller';
import { SecondoFattoreService } from './secondo-fattore.service';

@Module({
  imports: [SessioneModule],
  controllers: [SecondoFattoreController],
  providers: [SecondoFattoreService],
})
export class SecondoFattoreModule {}
