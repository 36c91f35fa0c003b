import { randomUUID } from 'node:crypto';
import type { NomeRicambio } from '@ricambiamo/contracts';
import type { DomainError } from '@ricambiamo/messaging';
import type { Ricambio } from '../generated/prisma/client';
import type { RicambioRichiesto } from './piano-modifica';
import { pianoModifica } from './piano-modifica';

const autoId = randomUUID();
const ricambio = (nome: string, extra: Partial<Ricambio> = {}): Ricambio => ({
  id: randomUUID(),
  autoId,
  nome,
  descrizione: null,
  prezzoCentesimi: 10_000,
  spedizioneCentesimi: 1_500,
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
});
const richiesto = (r: Ricambio, extra: Partial<RicambioRichiesto> = {}): RicambioRichiesto => {
  const { id, descrizione, prezzoCentesimi, spedizioneCentesimi, grado, garanziaGiorni, codiceOem, codiceCambio } = r;
  return { id, nome: r.nome as NomeRicambio, descrizione, prezzoCentesimi, spedizioneCentesimi, grado, garanziaGiorni, codiceOem, codiceCambio, ...extra };
};

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected a DomainError');
}

describe('pianoModifica', () => {
  const cambio = ricambio('Cambio');
  const ecu = ricambio('Centralina ECU');
  const venduto = ricambio('Kit Airbag', { disponibile: false });

  it('changes what changed, removes unsold parts left out, adds new ones and keeps the rest', () => {
    const piano = pianoModifica(
      [cambio, ecu, venduto],
      [richiesto(cambio, { prezzoCentesimi: 9_000, grado: 'B' }), { ...richiesto(ricambio('Musata')), id: null }],
    );
    expect(piano.aggiorna).toEqual([{ ...richiesto(cambio), prezzoCentesimi: 9_000, grado: 'B' }]);
    expect(piano.rimuovi).toEqual([ecu.id]);
    expect(piano.aggiungi.map((r) => r.nome)).toEqual(['Musata']);
  });

  it('changes a part whose only change is its codes, and leaves one whose codes are the same', () => {
    const conCodici = ricambio('Cambio', { codiceOem: '55241434', codiciOem: ['55241434'], codiceCambio: 'C514' });
    expect(pianoModifica([conCodici], [richiesto(conCodici)]).aggiorna).toEqual([]);
    expect(pianoModifica([conCodici], [richiesto(conCodici, { codiceCambio: 'C510' })]).aggiorna).toEqual([
      { ...richiesto(conCodici), codiceCambio: 'C510' },
    ]);
    expect(pianoModifica([conCodici], [richiesto(conCodici, { codiceOem: '55241434, 55241435' })]).aggiorna).toHaveLength(1);
  });

  it('leaves a sold part alone whether it comes back unchanged or not at all', () => {
    expect(pianoModifica([cambio, venduto], [richiesto(cambio), richiesto(venduto)])).toEqual({ rimuovi: [], aggiorna: [], aggiungi: [] });
    expect(pianoModifica([cambio, venduto], [richiesto(cambio)])).toEqual({ rimuovi: [], aggiorna: [], aggiungi: [] });
  });

  it('refuses to change a sold part or to reuse its name', () => {
    expect(codeOf(() => pianoModifica([venduto], [richiesto(venduto, { prezzoCentesimi: 1 })]))).toBe('PART_SOLD');
    expect(codeOf(() => pianoModifica([venduto], [richiesto(venduto, { codiceCambio: 'C514' })]))).toBe('PART_SOLD');
    expect(codeOf(() => pianoModifica([venduto], [{ ...richiesto(ricambio('Kit Airbag')), id: null }]))).toBe('PART_SOLD');
  });

  it('treats a part id of another listing as a listing it cannot see', () => {
    expect(codeOf(() => pianoModifica([cambio], [richiesto(ricambio('Cambio'))]))).toBe('LISTING_NOT_FOUND');
  });
});
