import type { NatsConnection } from 'nats';
import { LiveHints } from './live-hints';

const UTENTE = '6a0f3c1e-2b4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('LiveHints', () => {
  it('publishes each hint asked for once, on the user’s subject', () => {
    const published: [string, string][] = [];
    const hints = new LiveHints();
    hints.hint(UTENTE, 'ordini');
    hints.hint(UTENTE, 'ordini');
    hints.publish({ publish: (subject: string, data: string) => published.push([subject, data]) } as unknown as NatsConnection);
    expect(published).toEqual([[`live.utente.${UTENTE}`, '{"argomento":"ordini"}']]);
  });

  it('does not throw when the connection refuses, so a committed change is never reported as failed', () => {
    const hints = new LiveHints();
    hints.hint(UTENTE, 'notifiche');
    const closed = {
      publish: () => {
        throw new Error('connection draining');
      },
    } as unknown as NatsConnection;
    expect(() => hints.publish(closed)).not.toThrow();
  });
});
