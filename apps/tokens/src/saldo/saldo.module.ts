import { Module } from '@nestjs/common';
import { SaldoController } from './saldo.controller';
import { SaldoRepository } from './saldo.repository';
import { SaldoService } from './saldo.service';

/** Balances and their ledger; the repository is shared with the webhook, which credits purchases. */
@Module({
  controllers: [SaldoController],
  providers: [SaldoService, SaldoRepository],
  exports: [SaldoRepository],
})
export class SaldoModule {}
