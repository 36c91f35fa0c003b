import { TOKENS_EVENTS } from './events';

const venditoreId = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('tokens events', () => {
  it('read a credit written before the payload said gettoni, movimento and saldo', () => {
    expect(TOKENS_EVENTS.balanceCredited.payload.parse({ venditoreId, amount: 100, reason: 'acquisto', balance: 105 })).toEqual({
      venditoreId,
      gettoni: 100,
      movimento: 'acquisto',
      saldo: 105,
    });
  });

  it('read the new payload as written', () => {
    const credito = { venditoreId, gettoni: 5, movimento: 'rimborso', saldo: 5 } as const;
    expect(TOKENS_EVENTS.balanceCredited.payload.parse(credito)).toEqual(credito);
  });
});
