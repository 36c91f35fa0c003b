import { renderHook, waitFor } from '@testing-library/react';
import { PANDA } from '../../../testing/garage';
import { useVeicoloOspite } from './useVeicoloOspite';

const CHIAVE = 'ricambiamo:veicolo-ospite:v1';

afterEach(() => localStorage.clear());

// A file of its own: the garage's schema is loaded once per module registry, and here nothing has loaded it yet.
describe('useVeicoloOspite', () => {
  it('has nothing to load, and no vehicle, when none is stored', () => {
    const { result } = renderHook(() => useVeicoloOspite());
    expect(result.current).toEqual({ veicolo: null, inCaricamento: false });
  });

  it('reports a stored vehicle as loading until the garage schema, loaded for it, has checked it', async () => {
    localStorage.setItem(CHIAVE, JSON.stringify(PANDA));
    const { result } = renderHook(() => useVeicoloOspite());
    expect(result.current).toEqual({ veicolo: null, inCaricamento: true });
    await waitFor(() => expect(result.current.inCaricamento).toBe(false));
    expect(result.current.veicolo).toMatchObject({ marca: 'Fiat', modello: 'Panda', anno: 2012 });
  });
});
