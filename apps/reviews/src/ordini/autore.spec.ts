import { autoreRecensione } from './autore';

describe('autoreRecensione', () => {
  it.each([
    ['Mario Rossi', 'Mario R.'],
    ['  Anna   Maria  de luca ', 'Anna L.'],
    ['Giuseppe', 'Giuseppe'],
    ['', 'Acquirente'],
    ['Lucia Ótero', 'Lucia Ó.'],
  ])('%s → %s', (nome, atteso) => {
    expect(autoreRecensione(nome)).toBe(atteso);
  });
});
