import { CONTATTO_SPEDIZIONE } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { acquirenteLoggato, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

describe("the buyer's order card", () => {
  it('shows the e-mail typed at checkout as the shipping contact, and the account address as where e-mails go', async () => {
    const ordine = ordineDemo({ spedizione: { ...ordineDemo().spedizione, email: 'spedizioni@officina-bianchi.it' } });
    renderApp('/acquirente/ordini', acquirenteLoggato({ MieiOrdini: () => ({ data: { mieiOrdini: [ordine] } }) }).fetch);

    const contatto = within(await screen.findByRole('region', { name: 'Contatto per la spedizione' }));
    expect(contatto.getByText(`${CONTATTO_SPEDIZIONE.email}:`).nextElementSibling).toHaveTextContent('spedizioni@officina-bianchi.it');
    expect(contatto.getByText('Telefono:').nextElementSibling).toHaveTextContent('+39 333 1234567');
    expect(contatto.getByText("Le email sull'ordine arrivano all'indirizzo del tuo account, anna@example.it.")).toBeInTheDocument();
  });
});
