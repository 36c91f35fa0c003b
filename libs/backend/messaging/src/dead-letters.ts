import type { JsMsg, NatsConnection } from 'nats';
import { headers } from 'nats';
import { DEAD_LETTERS_STREAM, deadLetterSubject } from '@ricambiamo/contracts';

/** A header value is one line: a multi-line error message would break the protocol. */
const headerValue = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 1000);

/**
 * Copies the message, byte for byte, to `dlq.<durable>.<subject>` with why and after how many deliveries. To replay
 * one once its cause is fixed, publish its data again on the subject in Ricambiamo-Subject: consumers that had
 * already applied it skip it (processed_events). The message id is the durable and the events stream sequence, so
 * a copy sent twice (a crash between the copy and the term) is stored once. Returns false for such a repeat.
 */
export async function sendToDeadLetters(nc: NatsConnection, msg: JsMsg, durable: string, lastError: string): Promise<boolean> {
  const h = headers();
  h.set('Ricambiamo-Consumer', durable);
  h.set('Ricambiamo-Subject', msg.subject);
  h.set('Ricambiamo-Stream-Sequence', String(msg.seq));
  h.set('Ricambiamo-Deliveries', String(msg.info.redeliveryCount));
  h.set('Ricambiamo-Error', headerValue(lastError) || 'unknown error');
  const ack = await nc.jetstream().publish(deadLetterSubject(durable, msg.subject), msg.data, {
    headers: h,
    msgID: `${durable}:${msg.seq}`,
    expect: { streamName: DEAD_LETTERS_STREAM.name },
  });
  return !ack.duplicate;
}
