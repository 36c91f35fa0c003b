import { screen } from '@testing-library/react';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import { apriPagina } from '../testing/apri-pagina';

describe('"Come ordiniamo i risultati" (art. 49-bis Codice del Consumo)', () => {
  it('states the parameters the search uses: newest first, codes first, rating on request, nothing paid', async () => {
    const { main } = await apriPagina('/come-ordiniamo', 'Come ordiniamo i risultati');
    expect(main.getByText('più recente al meno recente')).toBeInTheDocument();
    expect(main.getByRole('heading', { name: /Codici motore e codici OEM prima di tutto/ })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: /Venditori più valutati/ })).toBeInTheDocument();
    expect(main.getByText(/I venditori che non hanno ancora recensioni vengono dopo tutti gli altri/)).toBeInTheDocument();
    expect(main.getByText(/non esistono posizioni sponsorizzate/)).toBeInTheDocument();
  });

  it('is linked from the search results', async () => {
    const gateway = createFakeGateway();
    renderApp('/', gateway.fetch);
    expect(await screen.findByRole('link', { name: 'Come ordiniamo i risultati' })).toHaveAttribute('href', '/come-ordiniamo');
  });
});
