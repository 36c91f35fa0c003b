import { TESTI_SICUREZZA } from '@ricambiamo/contracts';
import { apriPagina } from '../testing/apri-pagina';

describe('warranty and returns page', () => {
  it('gives consumers 14 days from receipt with the button on the order, its steps as the screens name them, and says who pays the return', async () => {
    const { main } = await apriPagina('/policies/warranty', 'Garanzia e resi');
    expect(document.title).toBe('Garanzia e resi · Ricambiamo');
    expect(main.getByText('recedere dal contratto entro 14 giorni dal ricevimento dei ricambi')).toBeInTheDocument();
    expect(main.getByText('Recedi dal contratto')).toBeInTheDocument();
    for (const passo of ['Recesso richiesto', 'Reso accettato', 'Ricambi resi ricevuti', 'Rimborso effettuato']) {
      expect(main.getByText(passo)).toBeInTheDocument();
    }
    expect(main.getByText('La spedizione del reso è a carico del cliente, salvo errore del venditore.')).toBeInTheDocument();
    expect(main.getByText('Non hanno garanzia, salvo che il venditore ne dichiari una')).toBeInTheDocument();
    const sicurezza = main.getByRole('link', { name: TESTI_SICUREZZA.etichetta });
    expect(sicurezza).toHaveAttribute('href', '/policies/sales#ricambi-di-sicurezza');
    expect(sicurezza.closest('p')).toHaveTextContent(TESTI_SICUREZZA.regola);
    for (const grado of ['Grado A · come nuovo', 'Grado B · usura leggera', 'Grado C · segni visibili']) {
      expect(main.getByText(grado)).toBeInTheDocument();
    }
  });
});
