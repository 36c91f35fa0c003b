import { apriPagina } from '../testing/apri-pagina';

describe('warranty and returns page', () => {
  it('gives consumers 14 days from receipt and says who pays the return', async () => {
    const { main } = await apriPagina('/policies/warranty', 'Garanzia e resi');
    expect(document.title).toBe('Garanzia e resi · Ricambiamo');
    expect(main.getByText("recedere dall'acquisto entro 14 giorni dal ricevimento del ricambio")).toBeInTheDocument();
    expect(
      main.getByText('La spedizione del reso è a carico del cliente, salvo che il venditore abbia sbagliato'),
    ).toBeInTheDocument();
    expect(main.getByText('Non hanno garanzia, salvo che il venditore ne dichiari una')).toBeInTheDocument();
    for (const grado of ['Grado A · come nuovo', 'Grado B · usura leggera', 'Grado C · segni visibili']) {
      expect(main.getByText(grado)).toBeInTheDocument();
    }
  });
});
