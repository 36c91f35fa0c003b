import { randomUUID } from 'node:crypto';
import type { Actor } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import { failure } from '@ricambiamo/testing';
import type { ChiaveIdempotenza } from '../generated/prisma/client';
import { ChiaveNonPrenotataError } from './chiave-idempotenza.repository';
import { AutoService } from './auto.service';

const seller: Actor = { userId: randomUUID(), role: 'venditore' };
const inserzione = {
  marca: 'Fiat',
  modello: 'Punto',
  anno: 2010,
  km: 1,
  cv: 1,
  kw: 1,
  cilindrata: 1,
  carburante: 'benzina' as const,
  numeroTelaio: null,
  descrizione: null,
  immagini: [],
  ricambi: [],
};

/**
 * A keyed creation whose attempt meets what a racing attempt with the same key did in between: the moments the
 * integration tests cannot line up on purpose. `debit` and `segnaEseguita` answer as given; the calls are recorded.
 */
function creazione({ debit, segnaEseguita, annulla }: { debit?: Error; segnaEseguita?: Error; annulla: boolean }) {
  const calls: string[] = [];
  const registrata = (stato: ChiaveIdempotenza['stato']) => ({ stato, autoId: 'auto', operazione: 'creazione' }) as ChiaveIdempotenza;
  const chiavi = {
    prenota: (_v: string, _c: string, operazione: { impronta: string }) =>
      Promise.resolve({ ...registrata('prenotata'), impronta: operazione.impronta }),
    segnaEseguita: () => (segnaEseguita ? Promise.reject(segnaEseguita) : Promise.resolve()),
    // A racing attempt gave the key up: the state this attempt finds once its own marking failed.
    find: () => Promise.resolve(registrata('annullata')),
    annulla: () => Promise.resolve(void calls.push('annulla')).then(() => annulla),
  };
  const gettoni = {
    debit: () => (debit ? Promise.reject(debit) : Promise.resolve()),
    refund: () => Promise.resolve(void calls.push('refund')),
  };
  const uow = { run: (work: (tx: unknown, emit: unknown) => Promise<void>) => work({}, () => Promise.resolve()) };
  const auto = { insert: () => Promise.resolve(void calls.push('insert')) };
  const service = new AutoService(uow as never, auto as never, chiavi as never, {} as never, {} as never, gettoni as never);
  const create = () => service.create(seller, 'c1', { ...inserzione, idempotencyKey: randomUUID() });
  return { create, calls };
}

describe('AutoService, a creation with a client key', () => {
  it('gives a debit whose outcome is unknown back only once its key is given up', async () => {
    const { create, calls } = creazione({ debit: new DomainError('INTERNAL'), annulla: true });
    expect((await failure(create())).code).toBe('INTERNAL');
    expect(calls).toEqual(['annulla', 'refund']);
  });

  it('keeps the debit when a racing attempt did the creation with it before the key could be given up', async () => {
    const { create, calls } = creazione({ debit: new DomainError('INTERNAL'), annulla: false });
    expect((await failure(create())).code).toBe('INTERNAL');
    expect(calls).toEqual(['annulla']);
  });

  it('gives the debit back when the write fails, after giving the key up', async () => {
    const { create, calls } = creazione({ segnaEseguita: new Error('connessione persa'), annulla: true });
    await expect(create()).rejects.toThrow('connessione persa');
    expect(calls).toEqual(['annulla', 'refund']);
  });

  it('writes nothing, and refunds nothing more, when a racing attempt gave the key up first', async () => {
    const { create, calls } = creazione({ segnaEseguita: new ChiaveNonPrenotataError(), annulla: false });
    expect((await failure(create())).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(calls).toEqual([]);
  });
});
