import { apriPagina } from '../testing/apri-pagina';

describe('shipping page', () => {
  it('ships nationwide once the transfer has arrived', async () => {
    const { main } = await apriPagina('/policies/shipping', 'Spedizioni');
    expect(document.title).toBe('Spedizioni · Ricambiamo');
    expect(main.getByText('in tutta Italia')).toBeInTheDocument();
    expect(main.getByText(/dopo aver ricevuto il bonifico, che va fatto entro 24 ore/)).toBeInTheDocument();
  });
});
