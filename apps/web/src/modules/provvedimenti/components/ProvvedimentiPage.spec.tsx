import { COME_CONTESTARE, MEZZI_AUTOMATIZZATI } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { errore } from '../../../testing/fake-gateway';
import { venditoreLoggato } from '../../../testing/gettoni';
import { casoConRicorso } from '../../../testing/moderazione';
import { renderApp } from '../../../testing/render-app';

const conRicorso = casoConRicorso('9e9e9e9e-9999-4999-8999-999999999999').provvedimento!;
const senzaRicorso = { ...conRicorso, ricorso: null };

describe('/provvedimenti', () => {
  afterEach(() => toast.dismiss());

  it('lists the statements of reasons issued to the seller', async () => {
    const gateway = venditoreLoggato({ MieiProvvedimenti: () => ({ data: { mieiProvvedimenti: [conRicorso] } }) });
    renderApp('/provvedimenti', gateway.fetch);
    const voce = await screen.findByRole('link', { name: /Inserzione nascosta: Fiat Panda 2012/ });
    expect(voce).toHaveAttribute('href', `/provvedimenti/${conRicorso.id}`);
    expect(voce).toHaveTextContent('Ricorso in esame');
  });

  it('says when there is none', async () => {
    renderApp('/provvedimenti', venditoreLoggato({ MieiProvvedimenti: () => ({ data: { mieiProvvedimenti: [] } }) }).fetch);
    expect(await screen.findByText('Nessun provvedimento: i tuoi contenuti rispettano le regole.')).toBeInTheDocument();
  });

  it('shows one statement as art. 17 lists it, and takes one appeal', async () => {
    const gateway = venditoreLoggato({
      Provvedimento: () => ({ data: { provvedimento: senzaRicorso } }),
      Ricorri: ({ testo }: Record<string, unknown>) => ({ data: { ricorri: { ...conRicorso, ricorso: { ...conRicorso.ricorso!, testo } } } }),
    });
    const { user } = renderApp(`/provvedimenti/${conRicorso.id}`, gateway.fetch);
    const motivazione = within(await screen.findByRole('region', { name: 'Motivazione della decisione' }));
    expect(motivazione.getByText('Il cambio risulta rubato.')).toBeInTheDocument();
    expect(motivazione.getByText('Condizioni d’uso, art. 4.1: solo ricambi di provenienza lecita')).toBeInTheDocument();
    expect(motivazione.getByText(MEZZI_AUTOMATIZZATI)).toBeInTheDocument();
    expect(motivazione.getByText(/Abbiamo nascosto la tua inserzione/)).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Contesta la decisione' }));
    expect(form.getByText(COME_CONTESTARE)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Invia il ricorso' }));
    expect(await form.findByText('Spiega perché contesti la decisione')).toBeInTheDocument();
    await user.type(form.getByLabelText('Perché la decisione è sbagliata'), 'Ho la fattura di acquisto n. 123.');
    await user.click(form.getByRole('button', { name: 'Invia il ricorso' }));
    expect(await screen.findByText('Ricorso in esame')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contesta la decisione' })).not.toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'Ricorri').map((c) => c.variables)).toEqual([
      { provvedimentoId: conRicorso.id, testo: 'Ho la fattura di acquisto n. 123.' },
    ]);
  });

  it("reads another user's statement as not found", async () => {
    const gateway = venditoreLoggato({ Provvedimento: () => errore('STATEMENT_NOT_FOUND', 'Provvedimento non trovato') });
    renderApp(`/provvedimenti/${conRicorso.id}`, gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Provvedimento non trovato' })).toBeInTheDocument();
  });
});
