import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { rpc } from '@ricambiamo/contracts';
import { z } from 'zod';
import { filterSubject } from './event-consumer';
import { Handles, handlerProblems } from './handles';

const PROVA = {
  uno: rpc<{ ok: true }>()({ subject: 'prova.uno', request: z.object({}), access: 'public' }),
  due: rpc<{ ok: true }>()({ subject: 'prova.due', request: z.object({}), access: 'venditore' }),
};
const ok = () => Promise.resolve({ ok: true as const });

@Controller()
class Completo {
  @Handles(PROVA.uno)
  uno() {
    return ok();
  }

  @Handles(PROVA.due)
  due() {
    return ok();
  }
}

@Controller()
class Doppione {
  @Handles(PROVA.uno)
  ancoraUno() {
    return ok();
  }
}

@Controller()
class Abusivo {
  @MessagePattern('prova.tre')
  tre() {
    return ok();
  }
}

describe('handlerProblems', () => {
  const contracts = Object.values(PROVA);

  it('is empty when every contract has exactly one handler', () => {
    expect(handlerProblems(contracts, [Completo])).toEqual([]);
  });

  it('names a contract with no handler, one with two, and a subject no contract declares', () => {
    expect(handlerProblems(contracts, [])).toEqual(['prova.uno: no handler', 'prova.due: no handler']);
    expect(handlerProblems(contracts, [Completo, Doppione])).toEqual(['prova.uno: 2 handlers']);
    expect(handlerProblems(contracts, [Completo, Abusivo])).toEqual(['prova.tre: served but declared by no contract']);
  });
});

describe('filterSubject', () => {
  it('filters on the one subject, or on the common prefix of several', () => {
    expect(filterSubject(['evt.identity.user.registered'])).toBe('evt.identity.user.registered');
    expect(filterSubject(['evt.identity.user.registered', 'evt.identity.user.updated'])).toBe('evt.identity.user.>');
    expect(filterSubject(['evt.orders.order.created', 'evt.tokens.balance.credited'])).toBe('evt.>');
  });
});
