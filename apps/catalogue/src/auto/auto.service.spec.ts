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
  codiceMotore: null,
  numeroTelaio: null,
  descrizione: null,
  immagini: [],
  ricambi: [],
};

/**
 * A keyed creation whose attempt meets what a racing attempt with the same key did in between: the moments the
 * integration tests cannot line up on purpose. `debit` and `segnaEseguita` answer as given; the calls are recorded.
 */
function creazione({
  debit,
  segnaEseguita,
  annulla,
  insert,
  occupato = false,
}: {
  debit?: Error;
  segnaEseguita?: Error;
  annulla: boolean;
  insert?: Error;
  /** Whether another listing of the seller has the stock code already. */
  occupato?: boolean;
}) {
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
    debit: () => Promise.resolve(void calls.push('debit')).then(() => (debit ? Promise.reject(debit) : undefined)),
    refund: () => Promise.resolve(void calls.push('refund')),
  };
  const uow = { run: (work: (tx: unknown, emit: unknown) => Promise<void>) => work({}, () => Promise.resolve()) };
  const auto = {
    insert: () => Promise.resolve(void calls.push('insert')).then(() => (insert ? Promise.reject(insert) : undefined)),
    codiceInternoOccupato: (_v: string, _c: string, tranne: string) => Promise.resolve(void calls.push(`occupato? tranne ${tranne}`)).then(() => occupato),
  };
  const venditori = { verificaScrittura: () => Promise.resolve() };
  const service = new AutoService(uow as never, auto as never, chiavi as never, {} as never, venditori as never, gettoni as never);
  const create = (codiceInterno: string | null = null) => service.create(seller, 'c1', { ...inserzione, codiceInterno, idempotencyKey: randomUUID() });
  return { create, calls };
}

describe('AutoService, a creation with a client key', () => {
  it('gives a debit whose outcome is unknown back only once its key is given up', async () => {
    const { create, calls } = creazione({ debit: new DomainError('INTERNAL'), annulla: true });
    expect((await failure(create())).code).toBe('INTERNAL');
    expect(calls).toEqual(['debit', 'annulla', 'refund']);
  });

  it('keeps the debit when a racing attempt did the creation with it before the key could be given up', async () => {
    const { create, calls } = creazione({ debit: new DomainError('INTERNAL'), annulla: false });
    expect((await failure(create())).code).toBe('INTERNAL');
    expect(calls).toEqual(['debit', 'annulla']);
  });

  it('gives the debit back when the write fails, after giving the key up', async () => {
    const { create, calls } = creazione({ segnaEseguita: new Error('connessione persa'), annulla: true });
    await expect(create()).rejects.toThrow('connessione persa');
    expect(calls).toEqual(['debit', 'annulla', 'refund']);
  });

  it('writes nothing, and refunds nothing more, when a racing attempt gave the key up first', async () => {
    const { create, calls } = creazione({ segnaEseguita: new ChiaveNonPrenotataError(), annulla: false });
    expect((await failure(create())).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(calls).toEqual(['debit']);
  });
});

describe('AutoService, a creation with a stock code', () => {
  it('refuses a code another listing of the seller has before paying, and writes nothing', async () => {
    const { create, calls } = creazione({ annulla: true, occupato: true });
    expect((await failure(create('A-17'))).code).toBe('CODICE_INTERNO_TAKEN');
    // The listing the key fixed is not "another": a racing attempt with the key may have written it already.
    expect(calls).toEqual(['occupato? tranne auto']);
  });

  it('gives the tokens back when a racing creation took the code before the write, and says the code is taken', async () => {
    const { create, calls } = creazione({ annulla: true, insert: new DomainError('CODICE_INTERNO_TAKEN') });
    expect((await failure(create('A-17'))).code).toBe('CODICE_INTERNO_TAKEN');
    expect(calls).toEqual(['occupato? tranne auto', 'debit', 'insert', 'annulla', 'refund']);
  });

  it('looks for no code when the request has none', async () => {
    const { create, calls } = creazione({ annulla: true });
    // The answer reads the new listing back, which this fake does not have: only what came before matters here.
    await failure(create(null));
    expect(calls).toEqual(['debit', 'insert']);
  });
});
