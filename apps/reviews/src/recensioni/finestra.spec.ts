import { finestraRecensione, impedimentoRecensione, modificabileFinoAl } from './finestra';

const completato = new Date('2026-11-01T10:00:00Z');
const ore = (n: number) => new Date(completato.getTime() + n * 3600_000);

describe('the review window', () => {
  const finestra = finestraRecensione({ completatoIl: completato, cancellatoIl: null }, 3600);

  it('opens an hour after Completato and closes 60 days after it', () => {
    expect(finestra).toEqual({ dal: ore(1), finoAl: ore(60 * 24) });
    expect(impedimentoRecensione(finestra, ore(0.99))).toBe('REVIEW_TOO_EARLY');
    expect(impedimentoRecensione(finestra, ore(1))).toBeNull();
    expect(impedimentoRecensione(finestra, ore(60 * 24))).toBeNull();
    expect(impedimentoRecensione(finestra, ore(60 * 24 + 0.01))).toBe('REVIEW_WINDOW_CLOSED');
  });

  it('never opens for an order not completed or cancelled', () => {
    expect(finestraRecensione({ completatoIl: null, cancellatoIl: null }, 3600)).toBeNull();
    expect(finestraRecensione({ completatoIl: null, cancellatoIl: completato }, 3600)).toBeNull();
    expect(impedimentoRecensione(null, ore(2))).toBe('REVIEW_NOT_ALLOWED');
  });

  it('lets a review be changed for 7 days', () => {
    expect(modificabileFinoAl(completato)).toEqual(ore(7 * 24));
  });
});
