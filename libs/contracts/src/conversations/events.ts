import { z } from 'zod';
import { event } from '../contract';
import { segnalazioneInoltrata } from '../moderation/events';

const messaggio = z.object({
  conversazioneId: z.uuid(),
  messaggioId: z.uuid(),
  mittenteId: z.uuid(),
  destinatarioId: z.uuid(),
  /** The recipient's side: the link of a notification depends on it. */
  ruoloDestinatario: z.enum(['acquirente', 'venditore']),
  titolo: z.string(),
  /** The sender's name as the recipient sees it. */
  mittente: z.string(),
  /** Whether to e-mail too: the conversation's last e-mail to this recipient is over an hour old. */
  email: z.boolean(),
});
export type MessaggioEvent = z.input<typeof messaggio>;

/** A seller's first reply to a buyer's message that was waiting: what reputation's median reply time is made of. */
const risposta = z.object({
  conversazioneId: z.uuid(),
  /** The reply: one fact per message, however often the event is read. */
  messaggioId: z.uuid(),
  venditoreId: z.uuid(),
  /** Seconds between the buyer's oldest unanswered message and the reply. */
  secondi: z.number().int().min(0),
});
export type RispostaVenditoreEvent = z.input<typeof risposta>;

export const CONVERSATIONS_EVENTS = {
  /**
   * A message its recipient has not read MINUTI_PRIMA_DI_AVVISARE after it was sent: they are not on the site, and
   * are told by a notification and, once an hour per conversation at most, an e-mail. No text: it stays in the product.
   */
  messageUnread: event('evt.conversations.message.unread', messaggio),
  sellerReplied: event('evt.conversations.seller.replied', risposta),
  /** Reported by one side: to moderation's queue, with its latest messages. */
  conversationReported: event('evt.conversations.conversation.reported', segnalazioneInoltrata),
} as const;
