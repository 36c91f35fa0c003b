import { PROVINCE, provinceDi, REGIONE_DI_PROVINCIA, REGIONI } from './province';

describe('regions', () => {
  it('hold every province exactly once', () => {
    const elencate = REGIONI.flatMap((regione) => provinceDi(regione));
    expect([...elencate].sort()).toEqual([...PROVINCE].sort());
    expect(new Set(elencate).size).toBe(PROVINCE.length);
  });

  it('are read back from a province', () => {
    expect(REGIONE_DI_PROVINCIA.BO).toBe('Emilia-Romagna');
    expect(REGIONE_DI_PROVINCIA.SU).toBe('Sardegna');
    expect(REGIONE_DI_PROVINCIA.MB).toBe('Lombardia');
  });
});
