import { randomUUID } from 'node:crypto';
import type { Ricambio } from '../generated/prisma/client';
import type { AutoConRicambi } from './auto.dto';
import { toAutoDettaglioDto, toAutoScortaDto, toScortaDto } from './auto.dto';

const autoId = randomUUID();

function ricambio(nome: string, extra: Partial<Ricambio> = {}): Ricambio {
  return {
    id: randomUUID(),
    autoId,
    nome,
    descrizione: null,
    prezzoCentesimi: 1_000,
    spedizioneCentesimi: 500,
    disponibile: true,
    grado: null,
    garanziaGiorni: 0,
    codiceOem: null,
    codiciOem: [],
    codiceCambio: null,
    ordineId: null,
    acquirenteId: null,
    riservatoFino: null,
    vendutoIl: null,
    ...extra,
  };
}

describe('a listing as its seller’s stock lists it', () => {
  it('carries the car, its stock code and every part, sold ones too, in the catalogue’s order, and nothing of the orders', () => {
    const venduto = ricambio('Centralina ECU', { disponibile: false, ordineId: randomUUID(), acquirenteId: randomUUID(), vendutoIl: new Date() });
    const auto = {
      id: autoId,
      venditoreId: randomUUID(),
      codiceInterno: 'MAG-0042',
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      km: 150_000,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      codiceMotore: '169A4000',
      codiceMotoreNorm: '169A4000',
      numeroTelaio: 'ZFA31200000123456',
      descrizione: 'Ferma da un anno',
      immagini: ['a.jpg', 'b.jpg'],
      ricambiDisponibili: 1,
      ricambiTotali: 2,
      valutazioneVenditore: null,
      nascosta: false,
      venditoreSospeso: false,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-02T00:00:00Z'),
      ricambi: [venduto, ricambio('Musata', { grado: 'B', codiceOem: '46840521' })],
    } satisfies AutoConRicambi;
    expect(toAutoScortaDto(auto)).toEqual({
      id: autoId,
      codiceInterno: 'MAG-0042',
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      km: 150_000,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      codiceMotore: '169A4000',
      numeroTelaio: 'ZFA31200000123456',
      descrizione: 'Ferma da un anno',
      immagini: ['a.jpg', 'b.jpg'],
      ricambi: [
        expect.objectContaining({ nome: 'Musata', grado: 'B', codiceOem: '46840521', disponibile: true }),
        {
          id: venduto.id,
          nome: 'Centralina ECU',
          descrizione: null,
          prezzoCentesimi: 1_000,
          spedizioneCentesimi: 500,
          disponibile: false,
          grado: null,
          garanziaGiorni: 0,
          codiceOem: null,
          codiceCambio: null,
        },
      ],
    });
  });
});

describe('a listing as its detail page shows it', () => {
  const venditore = { id: randomUUID(), nome: 'Mario', nomeAttivita: null };
  const auto = (numeroTelaio: string | null): AutoConRicambi => ({
    id: autoId,
    venditoreId: venditore.id,
    codiceInterno: null,
    marca: 'Fiat',
    modello: 'Panda',
    anno: 2012,
    km: 150_000,
    cv: 69,
    kw: 51,
    cilindrata: 1242,
    carburante: 'benzina',
    codiceMotore: '169 A4.000',
    codiceMotoreNorm: '169A4000',
    numeroTelaio,
    descrizione: null,
    immagini: ['a.jpg'],
    ricambiDisponibili: 1,
    ricambiTotali: 1,
    valutazioneVenditore: null,
    nascosta: false,
    venditoreSospeso: false,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ricambi: [ricambio('Cambio', { codiceOem: '55241434 / 55241435', codiciOem: ['55241434', '55241435'], codiceCambio: 'C514' })],
  });

  it('shows the VIN to its seller only; anyone else reads that a well-formed one was given', () => {
    expect(toAutoDettaglioDto(auto('ZFA31200000123456'), venditore, true)).toMatchObject({ numeroTelaio: 'ZFA31200000123456', telaioVerificato: true });
    expect(toAutoDettaglioDto(auto('ZFA31200000123456'), venditore, false)).toMatchObject({ numeroTelaio: null, telaioVerificato: true });
    // Written before the shape was checked: kept for the seller, never called verified.
    expect(toAutoDettaglioDto(auto('ZFA1'), venditore, true)).toMatchObject({ numeroTelaio: 'ZFA1', telaioVerificato: false });
    expect(toAutoDettaglioDto(auto(null), venditore, false)).toMatchObject({ numeroTelaio: null, telaioVerificato: false });
  });

  it('carries the engine code as written and each part’s codes as written', () => {
    const dettaglio = toAutoDettaglioDto(auto(null), venditore, false);
    expect(dettaglio.codiceMotore).toBe('169 A4.000');
    expect(dettaglio.ricambi[0]).toMatchObject({ codiceOem: '55241434 / 55241435', codiceCambio: 'C514' });
    expect(dettaglio.ricambi[0]).not.toHaveProperty('codiciOem');
  });
});

describe('a page of the stock as it travels', () => {
  /** A car of the seller's stock created at `createdAt`, with one part; `descrizione` sets its size. */
  function car(createdAt: string, descrizione: string | null = null): AutoConRicambi {
    const id = randomUUID();
    return {
      id,
      venditoreId: randomUUID(),
      codiceInterno: null,
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      km: 150_000,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      codiceMotore: null,
      codiceMotoreNorm: null,
      numeroTelaio: null,
      descrizione,
      immagini: [],
      ricambiDisponibili: 1,
      ricambiTotali: 1,
      valutazioneVenditore: null,
      nascosta: false,
      venditoreSospeso: false,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
      ricambi: [{ ...ricambio('Musata'), autoId: id }],
    };
  }
  const byte = (auto: AutoConRicambi) => Buffer.byteLength(JSON.stringify(toAutoScortaDto(auto)));
  const cursore = (auto: AutoConRicambi) => ({ createdAt: auto.createdAt.toISOString(), id: auto.id });
  const ids = (page: { auto: { id: string }[] }) => page.auto.map((a) => a.id);

  it('carries every car read, and the cursor after them, when they fit', () => {
    const auto = [car('2026-01-01T00:00:00.001Z'), car('2026-01-01T00:00:00.002Z')];
    const dopo = { createdAt: '2026-01-01T00:00:00.003Z', id: randomUUID() };
    expect(toScortaDto(auto, dopo, 1024 * 1024)).toEqual({ auto: auto.map(toAutoScortaDto), prossimo: dopo });
    expect(toScortaDto(auto, null, 1024 * 1024).prossimo).toBeNull();
  });

  it('ends before the car that would take it past its bytes, and goes on from the last one it holds, even after the last page of keys', () => {
    const auto = ['001', '002', '003'].map((ms) => car(`2026-01-01T00:00:00.${ms}Z`, 'Ammaccata. '.repeat(100)));
    const page = toScortaDto(auto, null, byte(auto[0]) + byte(auto[1]) + 2);
    expect(ids(page)).toEqual([auto[0].id, auto[1].id]);
    expect(page.prossimo).toEqual(cursore(auto[1]));
  });

  it('counts bytes, not characters: accented letters take two', () => {
    const auto = [car('2026-01-01T00:00:00.001Z', 'è'.repeat(1000)), car('2026-01-01T00:00:00.002Z', 'è'.repeat(1000))];
    const caratteri = auto.reduce((n, a) => n + JSON.stringify(toAutoScortaDto(a)).length + 1, 0);
    const page = toScortaDto(auto, null, caratteri);
    expect(ids(page)).toEqual([auto[0].id]);
    expect(page.prossimo).toEqual(cursore(auto[0]));
  });

  it('holds one car however large, so the reader always moves on', () => {
    const grande = car('2026-01-01T00:00:00.001Z', 'Ammaccata. '.repeat(100));
    const piccola = car('2026-01-01T00:00:00.002Z');
    expect(toScortaDto([grande], null, 10)).toEqual({ auto: [toAutoScortaDto(grande)], prossimo: null });
    expect(toScortaDto([grande, piccola], null, 10)).toEqual({ auto: [toAutoScortaDto(grande)], prossimo: cursore(grande) });
  });
});
