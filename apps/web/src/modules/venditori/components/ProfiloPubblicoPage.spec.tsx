import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { autoCardDemo, ID_AUTO, ID_VENDITORE, venditorePubblicoDemo } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

describe('public seller profile', () => {
  it('shows contacts, about, opening hours in Italian and the vehicles', async () => {
    const gateway = createFakeGateway({
      SellerProfile: () => ({ data: { sellerProfile: venditorePubblicoDemo() } }),
      SellerListings: () => ({ data: { sellerListings: [autoCardDemo()] } }),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Demolizioni Po', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@demolizionipo.it' })).toHaveAttribute('href', 'mailto:info@demolizionipo.it');
    expect(screen.getByText('Via Emilia 12, 44121 Ferrara, (FE)')).toBeInTheDocument();
    expect(screen.getByText('Autodemolizione dal 1985.')).toBeInTheDocument();

    const orari = within(screen.getByRole('region', { name: 'Orari di Apertura' }));
    expect(orari.getByText('Lunedì').nextSibling).toHaveTextContent('08:00 - 18:00');
    expect(orari.getByText('Sabato').nextSibling).toHaveTextContent('08:00 - 12:00');
    expect(orari.getByText('Domenica').nextSibling).toHaveTextContent('Chiuso');

    const veicolo = within(await screen.findByRole('article', { name: 'Fiat Panda' }));
    expect(veicolo.getByRole('link')).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(gateway.chiamate.find((c) => c.operazione === 'SellerListings')?.variables).toEqual({ venditoreId: ID_VENDITORE });
  });

  it('says "Venditore non trovato" for an unknown seller', async () => {
    const gateway = createFakeGateway({
      SellerProfile: () => errore('SELLER_NOT_FOUND', MESSAGGI.inserzione.venditoreNonTrovato),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Venditore non trovato' })).toBeInTheDocument();
  });
});
