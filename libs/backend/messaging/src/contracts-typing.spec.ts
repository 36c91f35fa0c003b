import type { AutoDettaglioDto } from '@ricambiamo/contracts';
import { CATALOGUE, CATALOGUE_EVENTS, IDENTITY, IDENTITY_EVENTS, TOKENS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from './event-consumer';
import { Consumes } from './event-consumer';
import type { Call } from './handles';
import { Handles } from './handles';
import type { RpcClient } from './rpc-client';

/**
 * Compile-time checks: `tsc` (the typecheck target) fails if any `@ts-expect-error` below stops being an error, so
 * these lines prove that a wrong request, a missing reply field or a mistyped handler does not compile.
 */
async function typedCalls(rpc: RpcClient): Promise<void> {
  const ctx = { actor: null, correlationId: 'c' };
  const auto = await rpc.send(CATALOGUE.listing.get, { id: 'x' }, ctx);
  const marca: string = auto.marca;
  // @ts-expect-error the reply of catalogue.listing.get has no `prezzo`
  void auto.prezzo;
  // @ts-expect-error catalogue.listing.get wants `{ id }`, not a seller
  await rpc.send(CATALOGUE.listing.get, { venditoreId: 'x' }, ctx);
  // @ts-expect-error tokens.balance.debit needs amount, reason and idempotencyKey
  await rpc.send(TOKENS.balance.debit, { venditoreId: 'x' }, ctx);
  // @ts-expect-error a subject string is not a contract
  await rpc.send('catalogue.listing.get', { id: 'x' }, ctx);
  const saldo = await rpc.send(TOKENS.balance.get, {}, ctx);
  // @ts-expect-error the balance is `gettoni`, not `saldo`
  void saldo.saldo;
  void marca;
}

class TypedHandlers {
  @Handles(CATALOGUE.listing.getForEdit)
  getForEdit(data: { id: string }, call: Call<'venditore'>): Promise<AutoDettaglioDto> {
    // A venditore contract hands over an actor that is never null, with its role fixed.
    const role: 'venditore' = call.actor.role;
    void role;
    return Promise.reject(new Error(data.id));
  }

  // @ts-expect-error the reply of identity.user.me is a UserDto, not a number
  @Handles(IDENTITY.user.me)
  me(): Promise<number> {
    return Promise.resolve(1);
  }

  // @ts-expect-error catalogue.listing.search receives search filters, not an id
  @Handles(CATALOGUE.listing.search)
  search(data: { id: number }): Promise<AutoDettaglioDto[]> {
    return Promise.resolve([data as never]);
  }
}

@Consumes('prova-utenti', [IDENTITY_EVENTS.userUpdated])
class UtentiConsumer {
  handle(event: ReceivedEvent<typeof IDENTITY_EVENTS.userUpdated>): Promise<void> {
    // The payload is the producer's: `nome` is there, typed, with no re-declared schema.
    const nome: string = event.payload.nome;
    return Promise.resolve(void nome);
  }
}

// @ts-expect-error a consumer of user events cannot be written for listing events
@Consumes('prova-sbagliato', [IDENTITY_EVENTS.userUpdated])
class SbagliatoConsumer {
  handle(event: ReceivedEvent<typeof CATALOGUE_EVENTS.listingCreated>): Promise<void> {
    return Promise.resolve(void event);
  }
}

describe('typed contracts', () => {
  it('are checked by the compiler (see the @ts-expect-error lines, enforced by typecheck)', () => {
    expect(typeof typedCalls).toBe('function');
    expect(Object.getOwnPropertyNames(TypedHandlers.prototype)).toEqual(['constructor', 'getForEdit', 'me', 'search']);
    expect([UtentiConsumer, SbagliatoConsumer].map((c) => c.name)).toEqual(['UtentiConsumer', 'SbagliatoConsumer']);
  });
});
