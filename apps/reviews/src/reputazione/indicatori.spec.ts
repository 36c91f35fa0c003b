import { SOGLIE_AFFIDABILE } from '@ricambiamo/contracts';
import type { Conteggi } from './indicatori';
import { affidabile, indicatori, NESSUN_CONTEGGIO } from './indicatori';

const conteggi = (c: Partial<Conteggi> = {}): Conteggi => ({ ...NESSUN_CONTEGGIO, ...c });

describe('indicatori', () => {
  it('gives no rate where nothing happened to divide by', () => {
    expect(indicatori(conteggi())).toEqual({
      ordiniCompletati: 0,
      tassoCancellazioni: null,
      medianaOreLavorazione: null,
      medianaOreRisposta: null,
      quotaResiErrore: null,
      mediaStelle: null,
      numeroRecensioni: 0,
    });
  });

  it('divides the seller’s cancellations by the orders the payment window left, and returns by seller error by the completed', () => {
    const dto = indicatori(conteggi({ completati: 40, cancellatiDalVenditore: 1, nonScaduti: 50, resiErrore: 2, mediaStelle: 4.666_666, medianaOreLavorazione: 5.26, recensioni: 3 }));
    expect(dto).toMatchObject({ tassoCancellazioni: 0.02, quotaResiErrore: 0.05, mediaStelle: 4.67, medianaOreLavorazione: 5.3 });
  });
});

describe('affidabile', () => {
  const soglia = indicatori(
    conteggi({
      completati: SOGLIE_AFFIDABILE.ordiniCompletati,
      nonScaduti: 50,
      cancellatiDalVenditore: 1,
      mediaStelle: SOGLIE_AFFIDABILE.mediaMinima,
      recensioni: SOGLIE_AFFIDABILE.recensioniMinime,
    }),
  );

  it('is earned exactly at every threshold', () => {
    expect(affidabile(soglia)).toBe(true);
  });

  it.each([
    ['one completed order short', { ordiniCompletati: SOGLIE_AFFIDABILE.ordiniCompletati - 1 }],
    ['cancellations above 2%', { tassoCancellazioni: 0.0201 }],
    ['an average below 4.5', { mediaStelle: 4.49 }],
    ['too few reviews', { numeroRecensioni: SOGLIE_AFFIDABILE.recensioniMinime - 1 }],
    ['no reviews at all', { mediaStelle: null, numeroRecensioni: 0 }],
  ])('is not earned with %s', (_caso, diverso) => {
    expect(affidabile({ ...soglia, ...diverso })).toBe(false);
  });
});
