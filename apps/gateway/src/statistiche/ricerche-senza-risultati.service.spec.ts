import { Logger } from '@nestjs/common';
import type { Actor } from '@ricambiamo/contracts';
import { DEMAND, IDENTITY } from '@ricambiamo/contracts';
import type { RpcClient } from '@ricambiamo/messaging';
import type { AccessTokens } from '../access/access-tokens';
import type { AuthenticatedRequest } from '../common/gql-context';
import { RicercheSenzaRisultatiService } from './ricerche-senza-risultati.service';

const UTENTI: Record<string, Actor> = {
  acquirente: { userId: 'acquirente', role: 'acquirente' },
  venditore: { userId: 'venditore', role: 'venditore' },
};

interface Inviata {
  subject: string;
  dati: unknown;
  contesto: unknown;
}

/** Demand's and identity's answers by subject; an answer that never comes unless a test gives one. */
function servizio(risposte: Partial<Record<string, () => Promise<unknown>>> = {}) {
  const inviate: Inviata[] = [];
  const rpc = {
    send: (contratto: { subject: string }, dati: unknown, contesto: unknown) => {
      inviate.push({ subject: contratto.subject, dati, contesto });
      return (risposte[contratto.subject] ?? (() => new Promise(() => undefined)))();
    },
  } as unknown as RpcClient;
  const tokens = { actorOf: (token: string) => Promise.resolve(UTENTI[token] ?? null) } as unknown as AccessTokens;
  return { senzaRisultati: new RicercheSenzaRisultatiService(rpc, tokens), inviate };
}

const richiesta = (token?: string) => ({ headers: token ? { authorization: `Bearer ${token}` } : {} }) as AuthenticatedRequest;
const settle = () => new Promise((resolve) => setImmediate(resolve));
const conteggi = (inviate: Inviata[]) => inviate.filter((i) => i.subject === DEMAND.domanda.searchWithoutResults.subject);

describe('counting a home search that found nothing', () => {
  it('tells demand the make and model, as no user, and returns before any answer', async () => {
    const { senzaRisultati, inviate } = servizio();
    expect(senzaRisultati.conta({ marca: 'Fiat', modello: 'Panda' }, { total: 0 }, richiesta(), 'corr-1')).toBeUndefined();
    await settle();
    expect(inviate).toEqual([
      {
        subject: DEMAND.domanda.searchWithoutResults.subject,
        dati: { marca: 'Fiat', modello: 'Panda', provincia: null },
        contesto: { actor: null, correlationId: 'corr-1' },
      },
    ]);
  });

  it('counts nothing for a search that found a car or named no make', async () => {
    const { senzaRisultati, inviate } = servizio();
    senzaRisultati.conta({ marca: 'Fiat', modello: 'Panda' }, { total: 1 }, richiesta(), 'corr-2');
    senzaRisultati.conta({ modello: 'Panda' }, { total: 0 }, richiesta(), 'corr-3');
    senzaRisultati.conta({ marca: '  ', modello: null }, { total: 0 }, richiesta(), 'corr-4');
    await settle();
    expect(inviate).toEqual([]);
  });

  it('adds a signed-in buyer’s province from their profile, never a seller’s, nor one that is not a province', async () => {
    let provincia: string | null = 'BO';
    const { senzaRisultati, inviate } = servizio({
      [IDENTITY.user.me.subject]: () => Promise.resolve({ provincia }),
      [DEMAND.domanda.searchWithoutResults.subject]: () => Promise.resolve({ ok: true }),
    });
    senzaRisultati.conta({ marca: 'Fiat', modello: null }, { total: 0 }, richiesta('acquirente'), 'corr-5');
    await settle();
    const profilo = { subject: IDENTITY.user.me.subject, dati: {}, contesto: { actor: UTENTI.acquirente, correlationId: 'corr-5' } };
    expect(inviate[0]).toEqual(profilo);
    expect(conteggi(inviate).map((i) => i.dati)).toEqual([{ marca: 'Fiat', modello: null, provincia: 'BO' }]);

    inviate.length = 0;
    senzaRisultati.conta({ marca: 'Fiat' }, { total: 0 }, richiesta('venditore'), 'corr-6');
    provincia = 'Bologna';
    senzaRisultati.conta({ marca: 'Fiat' }, { total: 0 }, richiesta('acquirente'), 'corr-7');
    await settle();
    expect(inviate.filter((i) => i.subject === IDENTITY.user.me.subject)).toHaveLength(1);
    expect(conteggi(inviate).map((i) => i.dati)).toEqual([
      { marca: 'Fiat', modello: null, provincia: null },
      { marca: 'Fiat', modello: null, provincia: null },
    ]);
  });

  it('logs a failure to count and lets it go: the results were already answered', async () => {
    const { senzaRisultati } = servizio({ [DEMAND.domanda.searchWithoutResults.subject]: () => Promise.reject(new Error('demand away')) });
    const avviso = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => senzaRisultati.conta({ marca: 'Fiat' }, { total: 0 }, richiesta(), 'corr-8')).not.toThrow();
      await settle();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
      expect(avviso).toHaveBeenCalledWith(expect.objectContaining({ correlationId: 'corr-8' }), 'A search without results was not counted');
    } finally {
      process.off('unhandledRejection', unhandled);
      avviso.mockRestore();
    }
  });
});
