import { chiaveScorrimento } from './chiave-scorrimento';

describe('chiaveScorrimento', () => {
  it('keys the first entry of two documents opened by their address apart', () => {
    const registrazione = chiaveScorrimento({ key: 'default', pathname: '/registrazione' });
    const parco = chiaveScorrimento({ key: 'default', pathname: '/venditore/parco-macchine' });
    expect(registrazione).not.toBe(parco);
  });

  it('gives a document reloaded or returned to by Back its own first position', () => {
    expect(chiaveScorrimento({ key: 'default', pathname: '/venditore' })).toBe(chiaveScorrimento({ key: 'default', pathname: '/venditore' }));
  });

  it('keeps the history entry as the key of a page reached inside the app', () => {
    expect(chiaveScorrimento({ key: 'x7k2p9', pathname: '/venditore/parco-macchine' })).toBe('x7k2p9');
  });
});
