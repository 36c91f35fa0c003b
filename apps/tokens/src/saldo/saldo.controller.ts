import { Controller } from '@nestjs/common';
import type { BalanceDto, MovimentoDto, ParsedRequestOf } from '@ricambiamo/contracts';
import { TOKENS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { SaldoService } from './saldo.service';

/** Only sellers have balances: anonymous callers get UNAUTHENTICATED and buyers FORBIDDEN, before any validation. */
@Controller()
export class SaldoController {
  constructor(private readonly saldi: SaldoService) {}

  @Handles(TOKENS.balance.get)
  balance(_data: unknown, { actor }: Call<'venditore'>): Promise<BalanceDto> {
    return this.saldi.balance(actor);
  }

  @Handles(TOKENS.balance.debit)
  debit(data: ParsedRequestOf<typeof TOKENS.balance.debit>, { actor }: Call<'venditore'>): Promise<MovimentoDto> {
    return this.saldi.debit(actor, data);
  }

  @Handles(TOKENS.balance.refund)
  refund({ idempotencyKey }: { idempotencyKey: string }, { actor }: Call<'venditore'>): Promise<MovimentoDto> {
    return this.saldi.refund(actor, idempotencyKey);
  }

  @Handles(TOKENS.ledger.list)
  ledger(data: ParsedRequestOf<typeof TOKENS.ledger.list>, { actor }: Call<'venditore'>): Promise<MovimentoDto[]> {
    return this.saldi.ledger(actor, data);
  }
}
