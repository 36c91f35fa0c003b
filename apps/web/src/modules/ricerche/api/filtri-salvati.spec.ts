import { leggiFiltri, NESSUN_FILTRO } from '../../catalogo/api/filtri-ricerca';
import { filtriDaSalvare, indirizzoRicerca, nomeProposto, riepilogoFiltri } from './filtri-salvati';

const GOLF = { marca: 'Volkswagen', modello: 'Golf', anno: 2009, carburante: 'diesel', cilindrata: 1968, kw: 77, codiceMotore: null } as const;

describe('saved filters', () => {
  it('opens the home on the very filters it saved, "Solo compatibili" included', () => {
    const filtri = { ...NESSUN_FILTRO, q: 'cambio', marca: 'Fiat', cvDa: 60, kwA: 100, cilindrata: 1242, soloCompatibili: true };
    const salvati = filtriDaSalvare({ ...filtri, ordinamento: 'valutazione', page: 3 }, GOLF);
    expect(salvati.compatibileCon).toEqual({ marca: 'Volkswagen', modello: 'Golf', anno: 2009, carburante: 'diesel', cilindrata: 1968, codiceMotore: null });
    const indirizzo = indirizzoRicerca(salvati);
    expect(leggiFiltri(new URL(indirizzo, 'https://ricambiamo.it').searchParams)).toEqual(filtri);
  });

  it('saves no vehicle when there is none to be compatible with', () => {
    expect(filtriDaSalvare({ ...NESSUN_FILTRO, q: 'cambio', soloCompatibili: true }, null)).not.toHaveProperty('compatibileCon');
  });

  it('sums the filters up in a few words each, and names a search without words by them', () => {
    const salvati = { cvDa: 60, cvA: 90, kwDa: 44, cilindrata: 1968, annoA: 2015, compatibileCon: GOLF };
    expect(riepilogoFiltri(salvati)).toEqual(['Anno fino a 2015', 'CV 60–90', 'kW da 44', '1.968 cc', 'Compatibili con Volkswagen Golf 2009']);
    expect(nomeProposto({ cvDa: 60 })).toBe('CV da 60');
    expect(nomeProposto({ q: 'x'.repeat(100) })).toHaveLength(60);
  });
});
