import { bozzeDi, ORE_VALIDITA_FOTO_BOZZA, type BozzeVenditore } from './bozza-inserzione';
import { nuovoRicambio, type InserzioneForm } from './inserzione-form';

const MARIO = 'b3d4a8c2-0000-4000-8000-000000000001';
const SARA = 'b3d4a8c2-0000-4000-8000-000000000002';

const valori: Omit<InserzioneForm, 'immagini'> = {
  marca: 'Fiat',
  modello: 'Bravo',
  anno: '2009',
  km: '176000',
  cv: '90',
  kw: '66',
  cilindrata: '1368',
  carburante: 'benzina',
  codiceMotore: '',
  numeroTelaio: '',
  descrizione: 'Urto anteriore',
  ricambi: [{ ...nuovoRicambio('Cambio'), prezzo: '300', spedizione: '25' }],
};

const form = (extra: Partial<InserzioneForm> = {}): InserzioneForm => ({ ...valori, immagini: [], ...extra });

/** A fresh page's view of the seller's draft, as after a reload. */
const di = (venditoreId: string): BozzeVenditore => {
  const bozze = bozzeDi(venditoreId, () => localStorage);
  if (!bozze) throw new Error('localStorage is there in jsdom');
  return bozze;
};

describe('the new-listing draft', () => {
  it('gives back the form as it was saved, for the seller who saved it only', () => {
    di(MARIO).salva(form({ immagini: ['a.jpg', 'b.jpg'] }));
    expect(di(MARIO).leggi()).toEqual({ valori, immagini: ['a.jpg', 'b.jpg'], fotoScadute: 0 });
    expect(di(SARA).leggi()).toBeNull();
  });

  it('leaves out the photos too old to be published, each dated from when the draft first held it', () => {
    const inizio = 1_700_000_000_000;
    di(MARIO).salva(form({ immagini: ['vecchia.jpg'] }), inizio);
    // Saved later by another page, with a new photo: the old one keeps its first time.
    const dopo = di(MARIO);
    dopo.salva(form({ immagini: ['vecchia.jpg', 'nuova.jpg'] }), inizio + 3600_000);
    dopo.salva(form({ immagini: ['vecchia.jpg', 'nuova.jpg'], marca: 'Lancia' }), inizio + 7200_000);
    const scadenza = inizio + ORE_VALIDITA_FOTO_BOZZA * 3600_000;
    expect(di(MARIO).leggi(scadenza)).toMatchObject({ immagini: ['nuova.jpg'], fotoScadute: 1 });
    expect(di(MARIO).leggi(scadenza - 1)).toMatchObject({ immagini: ['vecchia.jpg', 'nuova.jpg'], fotoScadute: 0 });
  });

  it('keeps no draft of an empty form, and forgets one when asked', () => {
    const bozze = di(MARIO);
    bozze.salva(form());
    bozze.salva({ ...form(), marca: ' ', modello: '', anno: '', km: '', cv: '', kw: '', cilindrata: '', carburante: '', descrizione: '', ricambi: [] });
    expect(di(MARIO).leggi()).toBeNull();
    bozze.salva(form());
    bozze.cancella();
    expect(di(MARIO).leggi()).toBeNull();
  });

  it('reads a draft saved before the engine and gearbox codes were on the form, with those codes empty', () => {
    // As the form before them wrote it: the same fields but those two.
    const scritta = JSON.stringify({ valori, immagini: [] }, (chiave: string, valore: unknown) =>
      chiave === 'codiceMotore' || chiave === 'codiceCambio' ? undefined : valore,
    );
    expect(scritta).not.toMatch(/codiceMotore|codiceCambio/);
    localStorage.setItem(`ricambiamo:bozza-inserzione:v1:${MARIO}`, scritta);
    expect(di(MARIO).leggi()).toEqual({ valori, immagini: [], fotoScadute: 0 });
  });

  it('ignores a draft it cannot read, or one an older form wrote, instead of breaking the form', () => {
    const chiave = `ricambiamo:bozza-inserzione:v1:${MARIO}`;
    for (const scritto of ['{', '[]', JSON.stringify({ valori: { ...valori, carburante: 'vapore' }, immagini: [] })]) {
      localStorage.setItem(chiave, scritto);
      expect(di(MARIO).leggi()).toBeNull();
    }
    localStorage.clear();
    localStorage.setItem(`ricambiamo:bozza-inserzione:${MARIO}`, JSON.stringify({ valori, immagini: [] }));
    expect(di(MARIO).leggi()).toBeNull();
  });

  it('is no draft at all where the browser blocks its storage, and works on when the storage refuses to write', () => {
    expect(
      bozzeDi(MARIO, () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).toBeNull();
    const piena = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const bozze = bozzeDi(MARIO, () => piena);
    expect(() => bozze?.salva(form())).not.toThrow();
    expect(bozze?.leggi()).toBeNull();
  });
});
