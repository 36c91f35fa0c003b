import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { BalanceDto, MovimentoDto } from '@ricambiamo/contracts';
import { debitRequest, ledgerListRequest, refundRequest, TOKENS } from '@ricambiamo/contracts';
import { envelopeMeta, parseEnvelope, requireRole } from '@ricambiamo/messaging';
import { SaldoService } from './saldo.service';

/** Only sellers have balances: anonymous callers get UNAUTHENTICATED and buyers FORBIDDEN, before any validation. */
@Controller()
export class SaldoController {
  constructor(private readonly saldi: SaldoService) {}

  @MessagePattern(TOKENS.balance.get)
  balance(@Payload() payload: unknown): Promise<BalanceDto> {
    return this.saldi.balance(requireRole(envelopeMeta(payload), 'venditore'));
  }

  @MessagePattern(TOKENS.balance.debit)
  debit(@Payload() payload: unknown): Promise<MovimentoDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.saldi.debit(actor, parseEnvelope(debitRequest, payload).data);
  }

  @MessagePattern(TOKENS.balance.refund)
  refund(@Payload() payload: unknown): Promise<MovimentoDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.saldi.refund(actor, parseEnvelope(refundRequest, payload).data.idempotencyKey);
  }

  @MessagePattern(TOKENS.ledger.list)
  ledger(@Payload() payload: unknown): Promise<MovimentoDto[]> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.saldi.ledger(actor, parseEnvelope(ledgerListRequest, payload).data);
  }
}
