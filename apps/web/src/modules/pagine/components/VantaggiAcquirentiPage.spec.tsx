import { apriPaginaVantaggi } from '../testing/apri-pagina';

describe('buyer benefits page', () => {
  it('sells the product to buyers and leads to the search and to registration', async () => {
    const { main } = await apriPaginaVantaggi('/buyer-benefits', {
      titolo: 'Ricambi usati dai demolitori certificati, a una frazione del prezzo del nuovo',
      documento: 'Vantaggi per chi acquista · Ricambiamo',
      vantaggi: [
        'Demolitori certificati',
        'Una frazione del prezzo del nuovo',
        'Spedizione in tutta Italia',
        'Bonifico direttamente al venditore',
        'Grado e garanzia dichiarati',
      ],
    });
    expect(main.getByText(/Paghi con bonifico bancario sull'IBAN del venditore entro 24 ore/)).toBeInTheDocument();
    expect(main.getByText('Grado A · come nuovo')).toBeInTheDocument();
    for (const link of main.getAllByRole('link', { name: 'Cerca ricambi' })) expect(link).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Registrati come acquirente' })).toHaveAttribute('href', '/registrazione');
  });
});
