import { randomUUID } from 'node:crypto';
import { notificheGettoni } from './notifiche-gettoni';

describe('notificheGettoni', () => {
  const venditoreId = randomUUID();

  it('tells the seller how many tokens a purchase credited and the new balance', () => {
    expect(notificheGettoni({ venditoreId, gettoni: 100, movimento: 'acquisto', saldo: 103 })).toEqual([
      { utenteId: venditoreId, titolo: 'Gettoni accreditati', messaggio: 'Hai ricevuto 100 gettoni. Saldo attuale: 103 gettoni.', link: '/venditore/acquista-gettoni' },
    ]);
    expect(notificheGettoni({ venditoreId, gettoni: 1, movimento: 'acquisto', saldo: 1 })[0].messaggio).toBe('Hai ricevuto 1 gettone. Saldo attuale: 1 gettone.');
    // Thousands grouped as the web writes them (conteggio), so the notification and the sidebar say the same number.
    expect(notificheGettoni({ venditoreId, gettoni: 1000, movimento: 'acquisto', saldo: 1250 })[0].messaggio).toBe(
      'Hai ricevuto 1.000 gettoni. Saldo attuale: 1.250 gettoni.',
    );
  });

  it('says nothing of a refund for a listing that failed to be created', () => {
    expect(notificheGettoni({ venditoreId, gettoni: 5, movimento: 'rimborso', saldo: 5 })).toEqual([]);
  });
});
