import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Compatibilita } from '@ricambiamo/contracts';
import type { Riserva } from './ricambi.repository';
import { RicambiService } from './ricambi.service';

const MUSATA = randomUUID();
const PANDA = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51, codiceMotore: null } as const;
const STESSO_MODELLO: Compatibilita = { livello: 'compatibile', motivo: 'stessa marca e modello, anni 2010–2014, benzina, 1242 cc' };

/**
 * A reservation whose fit answers as `perRicambi` does: what the integration tests cannot make the cross-reference do.
 * `passi` records, in order, the transaction's end and each fit asked.
 */
function riservazione(perRicambi: () => Promise<Map<string, Compatibilita>>) {
  const passi: string[] = [];
  const uow = {
    runSql: async <T>(work: (client: unknown) => Promise<T>) => {
      const risultato = await work({});
      passi.push('commit');
      return risultato;
    },
  };
  const ricambi = {
    lockAuto: () => Promise.resolve({ venditoreId: 'venditore', nascosta: false }),
    reserve: () =>
      Promise.resolve([{ ricambioId: MUSATA, nome: 'Musata', descrizione: null, prezzoCentesimi: 60_000, spedizioneCentesimi: 8_000 }]),
  };
  const compatibilita = {
    perRicambi: () => {
      passi.push('compatibilita');
      return perRicambi();
    },
  };
  const service = new RicambiService(uow as never, ricambi as never, compatibilita as never);
  const riserva = (veicolo: Riserva['veicolo']): Riserva => ({
    ordineId: randomUUID(),
    acquirenteId: randomUUID(),
    autoId: randomUUID(),
    ricambiIds: [MUSATA],
    scadenza: new Date().toISOString(),
    entro: new Date().toISOString(),
    officina: false,
    veicolo,
  });
  return { reserve: (veicolo: Riserva['veicolo']) => service.reserve(riserva(veicolo)), passi };
}

describe('the fit of the reserved parts', () => {
  it('is worked out once the reservation has committed, and answered with each part', async () => {
    const { reserve, passi } = riservazione(() => Promise.resolve(new Map([[MUSATA, STESSO_MODELLO]])));
    expect((await reserve(PANDA)).ricambi).toEqual([expect.objectContaining({ ricambioId: MUSATA, compatibilita: STESSO_MODELLO })]);
    expect(passi).toEqual(['commit', 'compatibilita']);
  });

  it('is none without a vehicle, and not asked for', async () => {
    const { reserve, passi } = riservazione(() => Promise.resolve(new Map([[MUSATA, STESSO_MODELLO]])));
    expect((await reserve(null)).ricambi).toEqual([expect.objectContaining({ ricambioId: MUSATA, compatibilita: null })]);
    expect(passi).toEqual(['commit']);
  });

  it('is none when it cannot be worked out, logged, and the parts stay reserved for the order', async () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { reserve } = riservazione(() => Promise.reject(new Error('cross-reference unreachable')));
    await expect(reserve(PANDA)).resolves.toMatchObject({ venditoreId: 'venditore', ricambi: [{ ricambioId: MUSATA, compatibilita: null }] });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('is none for a part the listing no longer names', async () => {
    const { reserve } = riservazione(() => Promise.resolve(new Map<string, Compatibilita>()));
    expect((await reserve(PANDA)).ricambi).toEqual([expect.objectContaining({ compatibilita: null })]);
  });
});
