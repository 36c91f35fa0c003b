import { Controller } from '@nestjs/common';
import type { ConversazioneDto, MessaggioDto, ParsedRequestOf, ThreadDto } from '@ricambiamo/contracts';
import { CONVERSATIONS } from '@ricambiamo/contracts';
import type { Call } from '@ricambiamo/messaging';
import { Handles } from '@ricambiamo/messaging';
import { ConversazioniService } from './conversazioni.service';

const CONVERSATION = CONVERSATIONS.conversation;
const MESSAGE = CONVERSATIONS.message;

/** The actor, never a field of the request, says whose conversations. */
@Controller()
export class ConversazioniController {
  constructor(private readonly conversazioni: ConversazioniService) {}

  @Handles(CONVERSATION.forListing)
  forListing(data: ParsedRequestOf<typeof CONVERSATION.forListing>, call: Call<'acquirente'>): Promise<ConversazioneDto> {
    return this.conversazioni.perInserzione(call.actor, data.autoId, call.correlationId);
  }

  @Handles(CONVERSATION.forOrder)
  forOrder(data: ParsedRequestOf<typeof CONVERSATION.forOrder>, call: Call<'authenticated'>): Promise<ConversazioneDto> {
    return this.conversazioni.perOrdine(call.actor, data.ordineId);
  }

  @Handles(CONVERSATION.list)
  list(_data: object, call: Call<'authenticated'>): Promise<ConversazioneDto[]> {
    return this.conversazioni.elenco(call.actor);
  }

  @Handles(CONVERSATION.thread)
  thread(data: ParsedRequestOf<typeof CONVERSATION.thread>, call: Call<'authenticated'>): Promise<ThreadDto> {
    return this.conversazioni.thread(call.actor, data.conversazioneId, data.prima ?? null);
  }

  @Handles(CONVERSATION.read)
  read(data: ParsedRequestOf<typeof CONVERSATION.read>, call: Call<'authenticated'>): Promise<{ nonLetti: number }> {
    return this.conversazioni.leggi(call.actor, data.conversazioneId);
  }

  @Handles(CONVERSATION.report)
  report(data: ParsedRequestOf<typeof CONVERSATION.report>, call: Call<'authenticated'>): Promise<{ id: string }> {
    return this.conversazioni.segnala(call.actor, data.conversazioneId, data.motivo, data.dettagli);
  }

  @Handles(MESSAGE.send)
  send(data: ParsedRequestOf<typeof MESSAGE.send>, call: Call<'authenticated'>): Promise<MessaggioDto> {
    return this.conversazioni.invia(call.actor, data.conversazioneId, data.testo);
  }

  @Handles(MESSAGE.unread)
  unread(_data: object, call: Call<'authenticated'>): Promise<{ nonLetti: number }> {
    return this.conversazioni.nonLetti(call.actor);
  }
}
