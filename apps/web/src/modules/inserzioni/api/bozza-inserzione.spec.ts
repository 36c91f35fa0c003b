import { cancellaBozza, leggiBozza, salvaBozza, VALIDITA_FOTO_BOZZA_MS } from './bozza-inserzione';
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
  numeroTelaio: '',
  descrizione: 'Urto anteriore',
  ricambi: [{ ...nuovoRicambio('Cambio'), prezzo: '300', spedizione: '25' }],
};

const form = (extra: Partial<InserzioneForm> = {}): InserzioneForm => ({ ...valori, immagini: [], ...extra });

beforeEach(() => localStorage.clear());

describe('the new-listing draft', () => {
  it('gives back the form as it was saved, for the seller who saved it only', () => {
    salvaBozza(localStorage, MARIO, form({ immagini: ['a.jpg', 'b.jpg'] }));
    expect(leggiBozza(localStorage, MARIO)).toEqual({ valori, immagini: ['a.jpg', 'b.jpg'], fotoScadute: 0 });
    expect(leggiBozza(localStorage, SARA)).toBeNull();
  });

  it('leaves out the photos too old to be published, keeping when each was first saved', () => {
    const inizio = 1_700_000_000_000;
    salvaBozza(localStorage, MARIO, form({ immagini: ['vecchia.jpg'] }), inizio);
    // Saved again later with a new photo: the old one keeps its first time.
    salvaBozza(localStorage, MARIO, form({ immagini: ['vecchia.jpg', 'nuova.jpg'] }), inizio + 3600_000);
    const dopo = inizio + VALIDITA_FOTO_BOZZA_MS + 1;
    expect(leggiBozza(localStorage, MARIO, dopo)).toMatchObject({ immagini: ['nuova.jpg'], fotoScadute: 1 });
    expect(leggiBozza(localStorage, MARIO, dopo - 2)).toMatchObject({ immagini: ['vecchia.jpg', 'nuova.jpg'], fotoScadute: 0 });
  });

  it('keeps no draft of an empty form, and forgets one when asked', () => {
    salvaBozza(localStorage, MARIO, form());
    salvaBozza(localStorage, MARIO, { ...form(), marca: ' ', modello: '', anno: '', km: '', cv: '', kw: '', cilindrata: '', carburante: '', descrizione: '', ricambi: [] });
    expect(leggiBozza(localStorage, MARIO)).toBeNull();
    salvaBozza(localStorage, MARIO, form());
    cancellaBozza(localStorage, MARIO);
    expect(leggiBozza(localStorage, MARIO)).toBeNull();
  });

  it('ignores a draft it cannot read instead of breaking the form', () => {
    const chiave = `ricambiamo:bozza-inserzione:${MARIO}`;
    for (const scritto of ['{', '[]', JSON.stringify({ valori: { ...valori, carburante: 'vapore' }, immagini: [] })]) {
      localStorage.setItem(chiave, scritto);
      expect(leggiBozza(localStorage, MARIO)).toBeNull();
    }
  });

  it('works on without a draft when the storage refuses to write', () => {
    const piena = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined } as unknown as Storage;
    expect(() => salvaBozza(piena, MARIO, form())).not.toThrow();
    expect(leggiBozza(piena, MARIO)).toBeNull();
  });
});
