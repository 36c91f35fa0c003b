import { within } from '@testing-library/react';
import { apriPagina, apriPaginaVantaggi } from '../testing/apri-pagina';

describe('seller benefits page', () => {
  it('promises no commission, unlimited duration and immediate publication, priced in tokens', async () => {
    const { main } = await apriPaginaVantaggi('/seller-benefits', {
      titolo: 'Vendi i ricambi del tuo piazzale, senza commissioni',
      documento: 'Vantaggi per chi vende · Ricambiamo',
      vantaggi: ['Nessuna commissione sulle vendite', 'Inserzioni senza scadenza', 'Pubblicazione immediata', 'Parco Macchine'],
    });
    expect(main.getByText(/5 gettoni pubblicano un’inserzione completa.*ogni modifica costa 1 gettone/)).toBeInTheDocument();
    // Both calls open registration with Venditore (Demolitore) already chosen (issue 31: a yard became a buyer).
    const registrazioni = main.getAllByRole('link', { name: 'Registrati come venditore' });
    expect(registrazioni).toHaveLength(2);
    for (const link of registrazioni) expect(link).toHaveAttribute('href', '/registrazione?ruolo=venditore');
  });

  it('compares itself with other marketplaces and lists the packs of docs/rules.md §9', async () => {
    const { main } = await apriPagina('/seller-benefits', 'Vendi i ricambi del tuo piazzale, senza commissioni');
    const [confronto, pacchetti] = main.getAllByRole('table');

    const commissione = within(within(confronto).getByRole('row', { name: /Commissione sulle vendite/ }));
    expect(commissione.getByText('15-25%')).toBeInTheDocument();
    expect(commissione.getByText('Nessuna commissione')).toBeInTheDocument();
    expect(within(confronto).getByRole('row', { name: /Costo per inserzione/ })).toHaveTextContent('da 25 €');

    const righe = within(pacchetti).getAllByRole('row').slice(1);
    expect(righe.map((riga) => riga.textContent?.replace(/\s+/g, ' '))).toEqual([
      '500 gettoni2.500,00 €5,00 €100',
      '250 gettoni1.500,00 €6,00 €50',
      '100 gettoniPiù popolare750,00 €7,50 €20',
      '50 gettoni500,00 €10,00 €10',
      '25 gettoni300,00 €12,00 €5',
    ]);
  });
});
