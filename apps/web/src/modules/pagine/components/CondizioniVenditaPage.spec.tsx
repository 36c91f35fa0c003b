import { apriPagina } from '../testing/apri-pagina';

describe('sales conditions page', () => {
  it('says there is no commission and the transfer is due within 24 hours or the order is cancelled', async () => {
    const { main } = await apriPagina('/policies/sales', 'Condizioni di vendita');
    expect(document.title).toBe('Condizioni di vendita · Ricambiamo');
    expect(main.getByText('Ricambiamo non trattiene alcuna commissione sulle vendite')).toBeInTheDocument();
    expect(main.getByText("Se il bonifico non arriva entro 24 ore l'ordine viene annullato automaticamente")).toBeInTheDocument();
    expect(main.getByText(/5 gettoni per un'inserzione completa e 1 per ogni modifica/)).toBeInTheDocument();
  });
});
