import { AZIENDA } from '@ricambiamo/contracts';
import { apriPagina } from '../testing/apri-pagina';

describe('terms page', () => {
  it('says buying needs an acquirente account and payment within 24 hours, with the company data', async () => {
    const { main } = await apriPagina('/policies/terms', 'Termini e condizioni');
    expect(document.title).toBe('Termini e condizioni · Ricambiamo');
    expect(main.getByText('Per acquistare ricambi serve un account come acquirente')).toBeInTheDocument();
    expect(main.getByText(/Non è possibile acquistare come ospite/)).toBeInTheDocument();
    expect(main.getByText(/entro 24 ore/)).toBeInTheDocument();
    expect(main.getByText(AZIENDA.partitaIva)).toBeInTheDocument();
  });
});
