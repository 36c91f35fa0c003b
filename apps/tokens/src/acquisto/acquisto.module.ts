import { Module } from '@nestjs/common';
import { SaldoModule } from '../saldo/saldo.module';
import { AcquistoController } from './acquisto.controller';
import { AcquistoRepository } from './acquisto.repository';
import { AcquistoService } from './acquisto.service';

/** Token purchases: Stripe Checkout sessions and the development checkout that stands in for them. */
@Module({
  imports: [SaldoModule],
  controllers: [AcquistoController],
  providers: [AcquistoService, AcquistoRepository],
  exports: [AcquistoRepository],
})
export class AcquistoModule {}
