import type { JetStreamManager, JsMsg, NatsConnection, StoredMsg } from 'nats';
import { headers } from 'nats';
import { DEAD_LETTERS_STREAM, deadLetterSubject } from '@ricambiamo/contracts';

/** A header value is one line: a multi-line error message would break the protocol. */
const headerValue = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 1000);

/**
 * Copies the message, byte for byte, to `dlq.<durable>.<subject>` with why and after how many deliveries, for
 * replayDeadLetter once its cause is fixed. The message id is the durable and the events stream sequence, so
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

/** A dead letter as ops read it: where it is in DEAD_LETTERS, whose it was, why it was given up. */
export interface DeadLetter {
  sequence: number;
  consumer: string;
  subject: string;
  deliveries: number;
  error: string;
  data: Uint8Array;
}

/** A message of DEAD_LETTERS as ops read it. */
const comeDeadLetter = (msg: StoredMsg): DeadLetter => ({
  sequence: msg.seq,
  consumer: msg.header.get('Ricambiamo-Consumer'),
  subject: msg.header.get('Ricambiamo-Subject'),
  deliveries: Number(msg.header.get('Ricambiamo-Deliveries')),
  error: msg.header.get('Ricambiamo-Error'),
  data: msg.data,
});

/** The dead letter at that sequence, or null for one not (or no longer) there: a replayed one leaves a gap. */
async function deadLetterAt(jsm: JetStreamManager, seq: number): Promise<DeadLetter | null> {
  const msg = await jsm.streams.getMessage(DEAD_LETTERS_STREAM.name, { seq }).catch(() => null);
  return msg ? comeDeadLetter(msg) : null;
}

/** Every dead letter still in the stream, oldest first. */
export async function listDeadLetters(nc: NatsConnection): Promise<DeadLetter[]> {
  const jsm = await nc.jetstreamManager();
  const { state } = await jsm.streams.info(DEAD_LETTERS_STREAM.name);
  const letters: DeadLetter[] = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
    const letter = await deadLetterAt(jsm, seq);
    if (letter) letters.push(letter);
  }
  return letters;
}

/**
 * Publishes the dead letter's event again on its subject, for once its cause is fixed, then removes it from
 * DEAD_LETTERS (docs/operations.md#replaying-dead-letters). Every consumer of the subject receives it; those that had
 * applied it skip it (processed_events). The message id names the dead letter, so a replay repeated after a crash
 * between the publish and the removal is stored once.
 */
export async function replayDeadLetter(nc: NatsConnection, sequence: number): Promise<DeadLetter> {
  const jsm = await nc.jetstreamManager();
  const letter = await deadLetterAt(jsm, sequence);
  if (!letter) throw new Error(`DEAD_LETTERS has no message ${sequence}`);
  await nc.jetstream().publish(letter.subject, letter.data, { msgID: `replay:${DEAD_LETTERS_STREAM.name}:${sequence}` });
  await jsm.streams.deleteMessage(DEAD_LETTERS_STREAM.name, sequence);
  return letter;
}
