import { ETICHETTE_CHIUSURA_RICHIESTA, MAX_RICHIESTE_APERTE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { errore } from '../../../testing/fake-gateway';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { ID_RICHIESTA, ID_RICHIESTA_GOLF, richiestaDemo, richiestaGolfDemo, richiesteFinte } from '../../../testing/richieste';
import { TESTI_RICHIESTE } from '../api/testi';

const T = TESTI_RICHIESTE;
const ID_OPEL = 'b6b6b6b6-0000-4000-8000-000000000004';

/** The Golf ran out; the older Opel and the Panda are open: the service lists them newest first. */
const mie = () =>
  richiesteFinte([
    richiestaGolfDemo({ mia: true, stato: 'chiusa', motivoChiusura: 'scaduta', createdAt: '2026-11-28T09:00:00.000Z' }),
    richiestaDemo({ mia: true }),
    richiestaGolfDemo({ id: ID_OPEL, mia: true, marca: 'Opel', modello: 'Corsa', anno: 2008, createdAt: '2026-11-01T09:00:00.000Z' }),
  ]);

const titoli = () => screen.getAllByRole('listitem', { name: /\d{4}$/ }).map((voce) => within(voce).getByRole('heading').textContent);
const scheda = async (titolo: string) => within(await screen.findByRole('listitem', { name: titolo }));

describe('/acquirente/richieste', () => {
  afterEach(() => toast.dismiss());

  it('lists the open requests first, each with its answers, its page and its commands, and how many are open', async () => {
    renderApp('/acquirente/richieste', acquirenteLoggato(mie().handlers).fetch);

    expect(await screen.findByRole('heading', { name: T.mie, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(`2 di ${MAX_RICHIESTE_APERTE} richieste aperte`)).toBeInTheDocument();
    expect(titoli()).toEqual(['Fiat Panda 2012', 'Opel Corsa 2008', 'Volkswagen Golf 2010']);
    expect(screen.getAllByRole('link', { name: T.pubblica }).at(0)).toHaveAttribute('href', '/cerco/nuova');

    const panda = await scheda('Fiat Panda 2012');
    expect(panda.getByRole('link', { name: 'Fiat Panda 2012' })).toHaveAttribute('href', `/cerco/${ID_RICHIESTA}`);
    expect(panda.getByText(T.aperta)).toBeInTheDocument();
    expect(panda.getByText('1 risposta')).toBeInTheDocument();
    expect(panda.getByText('Aperta fino al 27/12/2026')).toBeInTheDocument();
    expect(panda.getByRole('button', { name: T.chiudi })).toBeInTheDocument();
    expect(panda.queryByRole('button', { name: T.rinnova })).not.toBeInTheDocument();

    const golf = await scheda('Volkswagen Golf 2010');
    expect(golf.getByRole('link', { name: 'Volkswagen Golf 2010' })).toHaveAttribute('href', `/cerco/${ID_RICHIESTA_GOLF}`);
    expect(golf.getByText(ETICHETTE_CHIUSURA_RICHIESTA.scaduta)).toBeInTheDocument();
    expect(golf.getByText('0 risposte')).toBeInTheDocument();
    expect(golf.getByRole('button', { name: T.rinnova })).toBeInTheDocument();
    expect(golf.queryByRole('button', { name: T.chiudi })).not.toBeInTheDocument();
  });

  it('closes a request after asking and renews the one that ran out, the count following', async () => {
    const gateway = acquirenteLoggato(mie().handlers);
    const { user } = renderApp('/acquirente/richieste', gateway.fetch);

    await user.click((await scheda('Fiat Panda 2012')).getByRole('button', { name: T.chiudi }));
    await user.click(within(screen.getByRole('alertdialog', { name: T.chiudere })).getByRole('button', { name: T.chiudiRichiesta }));
    expect(await screen.findByText(T.chiusa)).toBeInTheDocument();
    expect(await screen.findByText(`1 di ${MAX_RICHIESTE_APERTE} richieste aperte`)).toBeInTheDocument();
    const panda = await scheda('Fiat Panda 2012');
    expect(panda.getByText(ETICHETTE_CHIUSURA_RICHIESTA.acquirente)).toBeInTheDocument();
    expect(panda.queryByRole('button')).not.toBeInTheDocument();

    await user.click((await scheda('Volkswagen Golf 2010')).getByRole('button', { name: T.rinnova }));
    expect(await screen.findByText(T.rinnovata)).toBeInTheDocument();
    expect(await screen.findByText(`2 di ${MAX_RICHIESTE_APERTE} richieste aperte`)).toBeInTheDocument();
    await waitFor(() => expect(titoli()).toEqual(['Volkswagen Golf 2010', 'Opel Corsa 2008', 'Fiat Panda 2012']));

    expect(gateway.chiamate.filter((c) => c.operazione === 'ChiudiRichiesta').map((c) => c.variables)).toEqual([{ richiestaId: ID_RICHIESTA }]);
    expect(gateway.chiamate.filter((c) => c.operazione === 'RinnovaRichiesta').map((c) => c.variables)).toEqual([{ richiestaId: ID_RICHIESTA_GOLF }]);
  });

  it('offers no new request once ten are open', async () => {
    const aperte = Array.from({ length: MAX_RICHIESTE_APERTE }, (_, i) =>
      richiestaDemo({ id: `b6b6b6b6-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, mia: true, anno: 2000 + i }),
    );
    renderApp('/acquirente/richieste', acquirenteLoggato(richiesteFinte(aperte).handlers).fetch);
    expect(await screen.findByText(`${MAX_RICHIESTE_APERTE} di ${MAX_RICHIESTE_APERTE} richieste aperte`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.pubblica })).not.toBeInTheDocument();
  });

  it('says there is none yet, with the way to the form', async () => {
    renderApp('/acquirente/richieste', acquirenteLoggato(richiesteFinte([]).handlers).fetch);
    expect(await screen.findByRole('heading', { name: T.nessunaMia })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.pubblica })).toHaveAttribute('href', '/cerco/nuova');
    expect(screen.queryByText(/richieste aperte$/)).not.toBeInTheDocument();
  });

  it('shows a failure with Riprova', async () => {
    let chiamate = 0;
    const finte = mie();
    const gateway = acquirenteLoggato({
      ...finte.handlers,
      MieRichieste: () => (++chiamate === 1 ? errore('INTERNAL', 'Errore') : finte.handlers.MieRichieste()),
    });
    const { user } = renderApp('/acquirente/richieste', gateway.fetch);
    const allarme = await screen.findByRole('alert');
    expect(allarme).toHaveTextContent(T.erroreCaricamento);
    await user.click(within(allarme).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('listitem', { name: 'Fiat Panda 2012' })).toBeInTheDocument();
  });
});
