import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { AcquistoDto, CheckoutStartDto, SignedWebhookDto } from '@ricambiamo/contracts';
import { checkoutSessionRequest, checkoutStartRequest, TOKENS } from '@ricambiamo/contracts';
import { envelopeMeta, parseEnvelope, requireRole } from '@ricambiamo/messaging';
import { AcquistoService } from './acquisto.service';

/** Only sellers buy tokens (spec §6): anonymous callers get UNAUTHENTICATED and buyers FORBIDDEN. */
@Controller()
export class AcquistoController {
  constructor(private readonly acquisti: AcquistoService) {}

  @MessagePattern(TOKENS.checkout.start)
  start(@Payload() payload: unknown): Promise<CheckoutStartDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    const { packId, origin } = parseEnvelope(checkoutStartRequest, payload).data;
    return this.acquisti.start(actor, packId, origin);
  }

  @MessagePattern(TOKENS.checkout.get)
  get(@Payload() payload: unknown): Promise<AcquistoDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.acquisti.get(actor, parseEnvelope(checkoutSessionRequest, payload).data.sessionId);
  }

  @MessagePattern(TOKENS.devCheckout.get)
  devGet(@Payload() payload: unknown): Promise<AcquistoDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.acquisti.devGet(actor, parseEnvelope(checkoutSessionRequest, payload).data.sessionId);
  }

  @MessagePattern(TOKENS.devCheckout.sign)
  devSign(@Payload() payload: unknown): Promise<SignedWebhookDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.acquisti.devSign(actor, parseEnvelope(checkoutSessionRequest, payload).data.sessionId);
  }

  @MessagePattern(TOKENS.devCheckout.cancel)
  devCancel(@Payload() payload: unknown): Promise<AcquistoDto> {
    const actor = requireRole(envelopeMeta(payload), 'venditore');
    return this.acquisti.devCancel(actor, parseEnvelope(checkoutSessionRequest, payload).data.sessionId);
  }
}
