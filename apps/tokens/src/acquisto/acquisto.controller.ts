import { Controller } from '@nestjs/common';
import type { AcquistoDto, CheckoutSessionRequest, CheckoutStartDto, CheckoutStartRequest, SignedWebhookDto } from '@ricambiamo/contracts';
import { TOKENS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { AcquistoService } from './acquisto.service';

/** Only sellers buy tokens (docs/rules.md §2): anonymous callers get UNAUTHENTICATED and buyers FORBIDDEN. */
@Controller()
export class AcquistoController {
  constructor(private readonly acquisti: AcquistoService) {}

  @Handles(TOKENS.checkout.start)
  start({ packId, origin }: CheckoutStartRequest, { actor }: Call<'venditore'>): Promise<CheckoutStartDto> {
    return this.acquisti.start(actor, packId, origin);
  }

  @Handles(TOKENS.checkout.get)
  get({ sessionId }: CheckoutSessionRequest, { actor }: Call<'venditore'>): Promise<AcquistoDto> {
    return this.acquisti.get(actor, sessionId);
  }

  @Handles(TOKENS.devCheckout.get)
  devGet({ sessionId }: CheckoutSessionRequest, { actor }: Call<'venditore'>): Promise<AcquistoDto> {
    return this.acquisti.devGet(actor, sessionId);
  }

  @Handles(TOKENS.devCheckout.sign)
  devSign({ sessionId }: CheckoutSessionRequest, { actor }: Call<'venditore'>): Promise<SignedWebhookDto> {
    return this.acquisti.devSign(actor, sessionId);
  }

  @Handles(TOKENS.devCheckout.cancel)
  devCancel({ sessionId }: CheckoutSessionRequest, { actor }: Call<'venditore'>): Promise<AcquistoDto> {
    return this.acquisti.devCancel(actor, sessionId);
  }
}
