import { screen, within } from '@testing-library/react';
import { inserzioneVenditoreDemo, venditoreConInserzioni } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { areaDemo, parcoFinto } from '../../../testing/parco';
import { renderApp } from '../../../testing/render-app';
import { profiloVenditoreDemo } from '../../../testing/venditore';

const PANDA = { id: '0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a77', marca: 'Fiat', modello: 'Panda' };

const passo = (titolo: RegExp) => within(screen.getByRole('heading', { name: titolo }).closest('li') as HTMLElement);

describe('seller guide', () => {
  it('counts 0 of 4 for a new seller, each step to complete with its link', async () => {
    const parco = parcoFinto([], [PANDA]);
    const gateway = venditoreConInserzioni({
      ...parco.handlers,
      MioProfilo: () => ({ data: { utenteCorrente: profiloVenditoreDemo({ nomeAttivita: null }) } }),
    });
    renderApp('/venditore/guida', gateway.fetch);
    const barra = await screen.findByRole('progressbar');
    expect(barra).toHaveAttribute('aria-valuenow', '0');
    expect(barra).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByText('0 di 4 completati')).toBeInTheDocument();
    expect(screen.getAllByText('Da completare')).toHaveLength(4);
    expect(passo(/Completa il profilo/).getByRole('link')).toHaveAttribute('href', '/venditore/profilo');
    expect(passo(/Crea la prima area/).getByRole('link')).toHaveAttribute('href', '/venditore/parco-macchine');
    expect(passo(/Crea la prima inserzione/).getByRole('link')).toHaveAttribute('href', '/venditore/nuova-inserzione');
    expect(passo(/Assegna un veicolo/).getByRole('link')).toHaveAttribute('href', '/venditore/parco-macchine');

    const sidebar = within(screen.getByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getByRole('link', { name: 'Guida' })).toHaveAttribute('href', '/venditore/guida');
  });

  it('counts 4 of 4 once profile, area, listing and an assigned car exist', async () => {
    const parco = parcoFinto([areaDemo({ auto: [PANDA] })], [PANDA]);
    const gateway = venditoreConInserzioni({
      ...parco.handlers,
      MioProfilo: () => ({ data: { utenteCorrente: profiloVenditoreDemo({ logoImage: 'logo.png' }) } }),
      MieAuto: () => ({ data: { mieAuto: [inserzioneVenditoreDemo()] } }),
    });
    renderApp('/venditore/guida', gateway.fetch);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText('4 di 4 completati')).toBeInTheDocument();
    expect(screen.getAllByText('Completato')).toHaveLength(4);
    expect(screen.queryByText('Da completare')).not.toBeInTheDocument();
  });

  it('counts the profile only with a banner or a logo', async () => {
    const parco = parcoFinto([areaDemo()], [PANDA]);
    const gateway = venditoreConInserzioni({
      ...parco.handlers,
      MioProfilo: () => ({ data: { utenteCorrente: profiloVenditoreDemo() } }),
    });
    renderApp('/venditore/guida', gateway.fetch);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(passo(/Completa il profilo/).getByText('Da completare')).toBeInTheDocument();
    expect(passo(/Crea la prima area/).getByText('Completato')).toBeInTheDocument();
  });

  it('offers to try again when the data cannot be read', async () => {
    const parco = parcoFinto([], []);
    let fallito = false;
    const gateway = venditoreConInserzioni({
      ...parco.handlers,
      MioProfilo: () => ({ data: { utenteCorrente: profiloVenditoreDemo() } }),
      AreeParco: () => {
        if (fallito) return parco.handlers.AreeParco();
        fallito = true;
        return errore('INTERNAL', 'boom');
      },
    });
    const { user } = renderApp('/venditore/guida', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
