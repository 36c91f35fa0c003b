import { randomUUID } from 'node:crypto';
import type { Ricambio } from '../generated/prisma/client';
import type { AutoConRicambi } from './auto.dto';
import { toAutoScortaDto } from './auto.dto';

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
      numeroTelaio: 'ZFA31200000123456',
      descrizione: 'Ferma da un anno',
      immagini: ['a.jpg', 'b.jpg'],
      ricambiDisponibili: 1,
      ricambiTotali: 2,
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
        },
      ],
    });
  });
});
