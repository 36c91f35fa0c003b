import { ETICHETTE_FREQUENZA, MESSAGGI_CONVERSAZIONE, MESSAGGI_RICERCA } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { autoCardDemo, risultatiRicerca } from '../../../testing/catalogo';
import { accesso, createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { veicoloDemo } from '../../../testing/garage';
import { venditoreLoggato } from '../../../testing/gettoni';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { ricercaDemo } from '../../../testing/ricerche';
import { TESTI_RICERCHE } from '../api/testi';

const T = TESTI_RICERCHE;
const CercaAuto = () => risultatiRicerca([autoCardDemo()]);
const salvate = (gateway: ReturnType<typeof createFakeGateway>) =>
  gateway.chiamate.filter((c) => c.operazione === 'SalvaRicerca').map((c) => c.variables.input);
/** The navbar's messages link is there once the session is known. */
const sessioneLetta = () => screen.findByRole('link', { name: MESSAGGI_CONVERSAZIONE.titolo });
const dialogo = async () => within(await screen.findByRole('dialog', { name: T.salva }));

describe('Salva ricerca on the home', () => {
  afterEach(() => toast.dismiss());

  it('saves a buyer’s search with the name offered from its words and the frequency chosen, then links to the list', async () => {
    const gateway = acquirenteLoggato({ CercaAuto, SalvaRicerca: () => ({ data: { salvaRicerca: ricercaDemo() } }) });
    // The sort and the page are no part of what is saved.
    const { user } = renderApp('/?q=169A4000+Cambio&modello=Panda&annoDa=2010&ordina=valutazione&page=2', gateway.fetch);

    await user.click(await screen.findByRole('button', { name: T.salva }));
    const finestra = await dialogo();
    expect(finestra.getByText('«169A4000 Cambio» · Panda · Anno da 2010')).toBeInTheDocument();
    expect(finestra.getByRole('textbox', { name: T.nome })).toHaveValue('Panda 169A4000 Cambio');
    expect(finestra.getByRole('radio', { name: ETICHETTE_FREQUENZA.subito })).toBeChecked();
    await user.click(finestra.getByRole('radio', { name: ETICHETTE_FREQUENZA.giornaliera }));
    await user.click(finestra.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText(MESSAGGI_RICERCA.salvata)).toBeInTheDocument();
    expect(salvate(gateway)).toEqual([
      {
        nome: 'Panda 169A4000 Cambio',
        frequenza: 'giornaliera',
        filtri: { q: '169A4000 Cambio', modello: 'Panda', annoDa: 2010, soloDisponibili: false },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.salvata })).toHaveAttribute('href', '/acquirente/ricerche');
    expect(screen.queryByRole('button', { name: T.salva })).not.toBeInTheDocument();
  });

  it('keeps "Solo compatibili" as the buyer’s active vehicle, and names the search by its filters without words', async () => {
    const gateway = acquirenteLoggato({
      CercaAuto,
      MieiVeicoli: () => ({ data: { mieiVeicoli: [veicoloDemo({ attivo: true })] } }),
      SalvaRicerca: () => ({ data: { salvaRicerca: ricercaDemo() } }),
    });
    const { user } = renderApp('/?carburante=benzina&soloCompatibili=1', gateway.fetch);

    await user.click(await screen.findByRole('button', { name: T.salva }));
    const finestra = await dialogo();
    expect(finestra.getByRole('textbox', { name: T.nome })).toHaveValue('Benzina, Compatibili con Fiat Panda 2012');
    await user.click(finestra.getByRole('button', { name: 'Salva' }));

    await waitFor(() =>
      expect(salvate(gateway)).toEqual([
        {
          nome: 'Benzina, Compatibili con Fiat Panda 2012',
          frequenza: 'subito',
          filtri: {
            carburante: 'benzina',
            soloDisponibili: false,
            compatibileCon: { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169A4000' },
          },
        },
      ]),
    );
  });

  it('checks the name with the service’s schema before sending, and closes on Annulla', async () => {
    const gateway = acquirenteLoggato({ CercaAuto });
    const { user } = renderApp('/?q=Cambio', gateway.fetch);

    await user.click(await screen.findByRole('button', { name: T.salva }));
    const finestra = await dialogo();
    await user.clear(finestra.getByRole('textbox', { name: T.nome }));
    await user.type(finestra.getByRole('textbox', { name: T.nome }), '   ');
    await user.click(finestra.getByRole('button', { name: 'Salva' }));
    expect(await finestra.findByText(MESSAGGI_RICERCA.nome)).toBeInTheDocument();
    expect(finestra.getByRole('textbox', { name: T.nome })).toHaveAttribute('aria-invalid', 'true');

    await user.click(finestra.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.salva })).toBeInTheDocument();
    expect(salvate(gateway)).toEqual([]);
  });

  it('says why the service refused, keeping the dialog open', async () => {
    const gateway = acquirenteLoggato({ CercaAuto, SalvaRicerca: () => errore('SAVED_SEARCH_LIMIT', MESSAGGI_RICERCA.troppe) });
    const { user } = renderApp('/?q=Cambio', gateway.fetch);

    await user.click(await screen.findByRole('button', { name: T.salva }));
    await user.click((await dialogo()).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText(MESSAGGI_RICERCA.troppe)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: T.salva })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.salvata })).not.toBeInTheDocument();
  });

  it('sends a visitor to log in and back to the same search', async () => {
    const ricerca = '/?q=169A4000+Cambio&modello=Panda';
    const gateway = createFakeGateway({ CercaAuto, Accedi: () => accesso(utenteDemo(), 'tok') });
    const { user, router } = renderApp(ricerca, gateway.fetch);

    const link = await screen.findByRole('link', { name: T.salva });
    expect(link).toHaveAttribute('href', `/login?ritorno=${encodeURIComponent(ricerca)}`);
    await user.click(link);
    await user.type(await screen.findByLabelText('Email'), 'anna@example.it');
    await user.type(screen.getByLabelText('Password'), 'segreta1');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(ricerca));
    expect(await screen.findByRole('button', { name: T.salva })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('169A4000 Cambio');
  });

  it('is not offered for a search with neither words nor filters, nor to a seller', async () => {
    const { unmount } = renderApp('/?ordina=valutazione&page=2', acquirenteLoggato({ CercaAuto }).fetch);
    await sessioneLetta();
    expect(await screen.findByRole('article', { name: 'Fiat Panda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.salva })).not.toBeInTheDocument();
    unmount();

    renderApp('/?q=Cambio', venditoreLoggato({ CercaAuto }).fetch);
    await sessioneLetta();
    expect(await screen.findByRole('article', { name: 'Fiat Panda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.salva })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.salva })).not.toBeInTheDocument();
  });
});
