import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { autoDettaglioDemo, ID_AUTO, ID_VENDITORE } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

describe('listing detail', () => {
  it('shows the vehicle, the seller card, the parts and a summary of the selected ones', async () => {
    const gateway = createFakeGateway({ Listing: () => ({ data: { listing: autoDettaglioDemo() } }) });
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Fiat Panda', level: 1 })).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'Listing')?.variables).toEqual({ id: ID_AUTO });
    expect(screen.getByRole('img', { name: 'Fiat Panda, foto 1 di 1' })).toHaveAttribute(
      'src',
      '/media/auto-images/3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.jpg',
    );
    for (const testo of ['128.000 km', '69 CV · 51 KW', '1242 cc', 'Benzina', 'ZFA31200000123456']) {
      expect(screen.getByText(testo)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Demolizioni Po/ })).toHaveAttribute('href', `/venditore/${ID_VENDITORE}/profilo`);

    const tabella = within(screen.getByRole('table', { name: 'Ricambi disponibili' }));
    const ecu = within(tabella.getByRole('row', { name: /Centralina ECU/ }));
    expect(ecu.getByText('OEM 55195817')).toBeInTheDocument();
    expect(ecu.getAllByText('A · come nuovo').length).toBeGreaterThan(0);
    expect(ecu.getAllByText('30 giorni').length).toBeGreaterThan(0);
    expect(within(tabella.getByRole('row', { name: /Motore completo/ })).getAllByText('Nessuna garanzia').length).toBeGreaterThan(0);
    expect(tabella.getByRole('checkbox', { name: /Cambio/ })).toBeDisabled();

    const totale = screen.getByTestId('totale-ordine');
    expect(totale).toHaveTextContent('0,00 €');
    await user.click(tabella.getByRole('checkbox', { name: 'Centralina ECU' }));
    await user.click(tabella.getByRole('checkbox', { name: 'Motore completo' }));
    // 120,00 + 9,90 + 850,00 + 50,00
    expect(totale).toHaveTextContent('1029,90 €');
    await user.click(tabella.getByRole('checkbox', { name: 'Motore completo' }));
    expect(totale).toHaveTextContent('129,90 €');
  });

  it('shows a not-found page that links home', async () => {
    const gateway = createFakeGateway({ Listing: () => errore('LISTING_NOT_FOUND', MESSAGGI.inserzione.nonTrovata) });
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    expect(await screen.findByRole('heading', { name: MESSAGGI.inserzione.nonTrovata })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  });
});
