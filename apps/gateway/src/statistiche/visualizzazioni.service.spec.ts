import { Logger } from '@nestjs/common';
import type { Actor } from '@ricambiamo/contracts';
import type { RpcClient } from '@ricambiamo/messaging';
import type { AccessTokens } from '../access/access-tokens';
import type { AuthenticatedRequest } from '../common/gql-context';
import type { GatewayConfig } from '../config';
import { chiaveDelVisitatore } from './chiave-visitatore';
import { VisualizzazioniService } from './visualizzazioni.service';

const SEGRETO = 'dev-insecure-visitor-key-secret-for-this-test-0123';
const AUTO = { id: '4b0c6a52-8a4e-4a36-9f1a-2f1f6f0f6c11', venditore: { id: 'venditore' } };

function servizio(send: () => Promise<unknown>, utenti: Record<string, Actor> = {}) {
  const inviate: unknown[][] = [];
  const rpc = { send: (...args: unknown[]) => (inviate.push(args), send()) } as unknown as RpcClient;
  const tokens = { actorOf: (token: string) => Promise.resolve(utenti[token] ?? null) } as unknown as AccessTokens;
  return { visualizzazioni: new VisualizzazioniService(rpc, tokens, { VISITOR_KEY_SECRET: SEGRETO } as GatewayConfig), inviate };
}

const richiesta = (authorization?: string) => ({ ip: '203.0.113.7', headers: authorization ? { authorization } : {} }) as AuthenticatedRequest;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('counting a listing view', () => {
  it('sends catalogue the day’s visitor key, as no user, and returns before any answer', async () => {
    const { visualizzazioni, inviate } = servizio(() => new Promise(() => undefined));
    expect(visualizzazioni.conta(AUTO, richiesta(), 'corr-1')).toBeUndefined();
    await settle();
    expect(inviate).toHaveLength(1);
    const [, dati, contesto] = inviate[0] as [unknown, { autoId: string; giorno: string; visitatore: string }, unknown];
    expect(dati.autoId).toBe(AUTO.id);
    expect(dati.visitatore).toBe(chiaveDelVisitatore(SEGRETO, '203.0.113.7', dati.giorno));
    expect(contesto).toEqual({ actor: null, correlationId: 'corr-1' });
  });

  it('never counts the seller’s own view, and counts a signed-in buyer’s', async () => {
    const utenti: Record<string, Actor> = {
      venditore: { userId: 'venditore', role: 'venditore' },
      acquirente: { userId: 'acquirente', role: 'acquirente' },
    };
    const { visualizzazioni, inviate } = servizio(() => Promise.resolve({ contata: true }), utenti);
    visualizzazioni.conta(AUTO, richiesta('Bearer venditore'), 'corr-2');
    await settle();
    expect(inviate).toHaveLength(0);
    visualizzazioni.conta(AUTO, richiesta('Bearer acquirente'), 'corr-3');
    await settle();
    expect(inviate).toHaveLength(1);
  });

  it('logs a failure to count and lets it go: the page was already answered', async () => {
    const { visualizzazioni } = servizio(() => Promise.reject(new Error('catalogue away')));
    const avviso = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      visualizzazioni.conta(AUTO, richiesta(), 'corr-4');
      await settle();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
      expect(avviso).toHaveBeenCalledWith(expect.objectContaining({ correlationId: 'corr-4' }), 'A listing view was not counted');
    } finally {
      process.off('unhandledRejection', unhandled);
      avviso.mockRestore();
    }
  });
});
