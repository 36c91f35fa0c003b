import { apriPagina } from '../testing/apri-pagina';

describe('privacy page', () => {
  it('says what each service keeps and why', async () => {
    const { main } = await apriPagina('/policies/privacy', 'Informativa sulla privacy');
    expect(document.title).toBe('Informativa sulla privacy · Ricambiamo');
    for (const servizio of ['Account e profilo', 'Ordini', 'Notifiche', 'Catalogo', 'Gettoni', 'Parco Macchine']) {
      expect(main.getByRole('heading', { level: 3, name: servizio })).toBeInTheDocument();
    }
    expect(main.getByText(/IBAN, orari di apertura/)).toBeInTheDocument();
    expect(main.getByText(/rimuoviamo i metadati EXIF, compresa la posizione GPS/)).toBeInTheDocument();
    expect(main.getByText(/qui non arrivano né vengono conservati i dati della carta/)).toBeInTheDocument();
    expect(main.getByText(/le e-mail inviate/)).toBeInTheDocument();
  });
});
