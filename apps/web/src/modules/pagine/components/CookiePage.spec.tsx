import { apriPagina } from '../testing/apri-pagina';

describe('cookie page', () => {
  it('names the one session cookie, httpOnly, with its lifetime', async () => {
    const { main } = await apriPagina('/policies/cookies', 'Cookie policy');
    expect(document.title).toBe('Cookie policy · Ricambiamo');
    expect(main.getByText('un solo cookie: ricambiamo_refresh')).toBeInTheDocument();
    expect(main.getByText(/httpOnly/)).toBeInTheDocument();
    expect(main.getByText(/30 giorni dall'ultima visita/)).toBeInTheDocument();
    expect(main.getByText(/Non usiamo\s+cookie di profilazione/)).toBeInTheDocument();
  });
});
