import { AZIENDA } from '@ricambiamo/contracts';
import { screen } from '@testing-library/react';
import { apriPagina } from '../testing/apri-pagina';

describe('legal page layout', () => {
  it('dates the text and lists every section in a table of contents that links to it', async () => {
    const { main } = await apriPagina('/policies/shipping', 'Spedizioni');
    expect(main.getByText('Ultimo aggiornamento: 22 novembre 2026')).toBeInTheDocument();

    const indice = screen.getByRole('navigation', { name: 'Indice' });
    const voci = Array.from(indice.querySelectorAll('a'));
    expect(voci.length).toBeGreaterThan(3);
    for (const voce of voci) {
      const sezione = document.getElementById(voce.getAttribute('href')!.slice(1));
      expect(sezione?.tagName).toBe('SECTION');
      expect(sezione?.querySelector('h2')?.textContent).toContain(voce.textContent);
    }
    expect(voci.at(-1)).toHaveTextContent('Chi siamo e come contattarci');
  });

  it('ends with the company data from AZIENDA', async () => {
    const { main } = await apriPagina('/policies/warranty', 'Garanzia e resi');
    const contatti = document.getElementById('contatti')!;
    expect(contatti).toHaveTextContent(AZIENDA.ragioneSociale);
    expect(contatti).toHaveTextContent(AZIENDA.indirizzoCompleto);
    expect(contatti).toHaveTextContent(AZIENDA.partitaIva);
    expect(main.getByRole('link', { name: AZIENDA.pec })).toHaveAttribute('href', `mailto:${AZIENDA.pec}`);
    expect(main.getAllByRole('link', { name: AZIENDA.telefono })[0]).toHaveAttribute('href', AZIENDA.telefonoLink);
  });
});
