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
  ordineId: null,
  acquirenteId: null,
  riservatoFino: null,
  vendutoIl: null,
  ...extra,
});
const richiesto = (r: Ricambio, extra: Partial<RicambioRichiesto> = {}): RicambioRichiesto => {
  const { id, descrizione, prezzoCentesimi, spedizioneCentesimi, grado, garanziaGiorni, codiceOem } = r;
  return { id, nome: r.nome as NomeRicambio, descrizione, prezzoCentesimi, spedizioneCentesimi, grado, garanziaGiorni, codiceOem, ...extra };
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

  it('leaves a sold part alone whether it comes back unchanged or not at all', () => {
    expect(pianoModifica([cambio, venduto], [richiesto(cambio), richiesto(venduto)])).toEqual({ rimuovi: [], aggiorna: [], aggiungi: [] });
    expect(pianoModifica([cambio, venduto], [richiesto(cambio)])).toEqual({ rimuovi: [], aggiorna: [], aggiungi: [] });
  });

  it('refuses to change a sold part or to reuse its name', () => {
    expect(codeOf(() => pianoModifica([venduto], [richiesto(venduto, { prezzoCentesimi: 1 })]))).toBe('PART_SOLD');
    expect(codeOf(() => pianoModifica([venduto], [{ ...richiesto(ricambio('Kit Airbag')), id: null }]))).toBe('PART_SOLD');
  });

  it('treats a part id of another listing as a listing it cannot see', () => {
    expect(codeOf(() => pianoModifica([cambio], [richiesto(ricambio('Cambio'))]))).toBe('LISTING_NOT_FOUND');
  });
});
