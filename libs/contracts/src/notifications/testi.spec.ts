import { contatoreBreve, etichettaCampanella } from './testi';

describe("the bell's name and badge", () => {
  it('names the count, and past 9 also the 9+ the badge shows', () => {
    expect(etichettaCampanella(0)).toBe('Notifiche');
    expect(etichettaCampanella(1)).toBe('Notifiche, 1 non letta');
    expect(etichettaCampanella(9)).toBe('Notifiche, 9 non lette');
    expect(etichettaCampanella(12)).toBe('Notifiche 9+, 12 non lette');
    expect([contatoreBreve(9), contatoreBreve(10)]).toEqual(['9', '9+']);
  });
});
