import { MESSAGGI_VERIFICA } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { autoDettaglioDemo, ID_AUTO } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { veicoloDemo } from '../../../testing/garage';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const ECU = 'a1a1a1a1-0000-4000-8000-000000000001';
const MOTORE = 'a1a1a1a1-0000-4000-8000-000000000002';
const Auto = () => ({ data: { auto: autoDettaglioDemo() } });
const MieiVeicoli = () => ({ data: { mieiVeicoli: [veicoloDemo({ attivo: true, numeroTelaio: 'ZFA31200000123456' })] } });

/** What the buyer's query answers. */
const compatibilitaPer = (verificaEcu: object | null = null) => ({
  data: {
    compatibilitaInserzioneAcquirente: [
      {
        ricambioId: ECU,
        compatibilita: { livello: 'compatibile', motivo: 'stesso codice OEM 55195817 di un ricambio noto per la tua Fiat Panda' },
        ancheCon: [
          { marca: 'Lancia', modello: 'Ypsilon', annoDa: 2010, annoA: 2013, quanti: 2, confermato: false },
          { marca: 'Fiat', modello: '500', annoDa: 2011, annoA: 2011, quanti: 1, confermato: true },
        ],
        verifica: verificaEcu,
      },
      {
        ricambioId: MOTORE,
        compatibilita: { livello: 'da_verificare', motivo: 'codice motore diverso (188A4000 / 169A4000)' },
        ancheCon: [],
        verifica: null,
      },
    ],
  },
});

const riga = async (nome: RegExp) => within(await screen.findByRole('row', { name: nome }));

describe("a part's fit on the listing", () => {
  afterEach(() => toast.dismiss());

  it('shows the badge with its reason, the cross-reference and the check button, for the active vehicle', async () => {
    const gateway = acquirenteLoggato({ Auto, MieiVeicoli, CompatibilitaInserzioneAcquirente: () => compatibilitaPer() });
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    const ecu = await riga(/Centralina ECU/);
    expect(await ecu.findByTestId('badge-compatibilita')).toHaveTextContent(
      'Compatibile: stesso codice OEM 55195817 di un ricambio noto per la tua Fiat Panda',
    );
    expect(ecu.getByTestId('compatibile-anche-con')).toHaveTextContent(
      'Compatibile anche con: Lancia Ypsilon 2010–2013 (2) · Fiat 500 2011 (1, confermato dal venditore)',
    );
    const motore = await riga(/Motore completo/);
    expect(motore.getByTestId('badge-compatibilita')).toHaveAttribute('data-livello', 'da_verificare');
    expect(motore.queryByTestId('compatibile-anche-con')).not.toBeInTheDocument();
    // Asked for the garage's active vehicle, without its VIN.
    expect(gateway.chiamate.find((c) => c.operazione === 'CompatibilitaInserzioneAcquirente')?.variables).toEqual({
      autoId: ID_AUTO,
      veicolo: { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51, codiceMotore: '169A4000' },
    });
    expect(ecu.getByRole('button', { name: MESSAGGI_VERIFICA.pulsante })).toBeInTheDocument();
  });

  it('sends a check with the VIN or plate and the question, then shows it waiting for the seller', async () => {
    let chiesta = false;
    const gateway = acquirenteLoggato({
      Auto,
      MieiVeicoli,
      CompatibilitaInserzioneAcquirente: () =>
        compatibilitaPer(chiesta ? { id: 'v1', domanda: 'Va bene?', esito: null, nota: null, createdAt: '2026-11-29T09:00:00.000Z', rispostaIl: null } : null),
      ChiediVerificaCompatibilita: () => {
        chiesta = true;
        return { data: { chiediVerificaCompatibilita: { id: 'v1' } } };
      },
    });
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    const ecu = await riga(/Centralina ECU/);
    await user.click(await ecu.findByRole('button', { name: MESSAGGI_VERIFICA.pulsante }));
    const dialogo = within(await screen.findByRole('dialog', { name: MESSAGGI_VERIFICA.titolo }));
    // The garage's VIN is offered; an empty question is refused with its message, and nothing is sent.
    const telaio = dialogo.getByLabelText('Numero di telaio o targa');
    expect(telaio).toHaveValue('ZFA31200000123456');
    await user.click(dialogo.getByRole('button', { name: 'Invia richiesta' }));
    expect(await dialogo.findByText(MESSAGGI_VERIFICA.domanda)).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'ChiediVerificaCompatibilita')).toBe(false);

    await user.clear(telaio);
    await user.type(telaio, 'ab 123 cd');
    await user.type(dialogo.getByLabelText('Domanda'), 'Va bene?');
    await user.click(dialogo.getByRole('button', { name: 'Invia richiesta' }));

    expect(await screen.findByText(MESSAGGI_VERIFICA.inviata)).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'ChiediVerificaCompatibilita')?.variables).toEqual({
      input: {
        ricambioId: ECU,
        veicolo: { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51, codiceMotore: '169A4000' },
        telaioOTarga: 'AB123CD',
        domanda: 'Va bene?',
      },
    });
    expect(await ecu.findByTestId('stato-verifica')).toHaveTextContent('Verifica chiesta il 29/11/2026: in attesa della risposta del venditore');
    // One check at a time: the button goes while it waits.
    expect(ecu.queryByRole('button', { name: MESSAGGI_VERIFICA.pulsante })).not.toBeInTheDocument();
  });

  it("shows the seller's answer with the note", async () => {
    const risposta = { id: 'v1', domanda: 'Va bene?', esito: 'non_compatibile', nota: 'Attacco diverso', createdAt: '2026-11-29T09:00:00.000Z', rispostaIl: '2026-11-29T10:00:00.000Z' };
    renderApp(`/inserzione/${ID_AUTO}`, acquirenteLoggato({ Auto, MieiVeicoli, CompatibilitaInserzioneAcquirente: () => compatibilitaPer(risposta) }).fetch);
    const ecu = await riga(/Centralina ECU/);
    expect(await ecu.findByTestId('stato-verifica')).toHaveTextContent('Il venditore ha risposto: Non compatibile. «Attacco diverso»');
    expect(ecu.getByRole('button', { name: MESSAGGI_VERIFICA.pulsante })).toBeInTheDocument();
  });

  it('keeps the error of a refused check in the dialog', async () => {
    const gateway = acquirenteLoggato({
      Auto,
      MieiVeicoli,
      CompatibilitaInserzioneAcquirente: () => compatibilitaPer(),
      ChiediVerificaCompatibilita: () => errore('CHECK_PENDING', MESSAGGI_VERIFICA.inAttesa),
    });
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    const ecu = await riga(/Centralina ECU/);
    await user.click(await ecu.findByRole('button', { name: MESSAGGI_VERIFICA.pulsante }));
    const dialogo = within(await screen.findByRole('dialog'));
    await user.type(dialogo.getByLabelText('Domanda'), 'Va bene?');
    await user.click(dialogo.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(screen.getByText(MESSAGGI_VERIFICA.inAttesa)).toBeInTheDocument());
  });

  it('asks a visitor to sign in, and a buyer without a vehicle to set one; no badge without a vehicle', async () => {
    const visitatore = createFakeGateway({ Auto });
    const { unmount } = renderApp(`/inserzione/${ID_AUTO}`, visitatore.fetch);
    const ecu = await riga(/Centralina ECU/);
    expect(await ecu.findByRole('link', { name: 'Accedi per chiedere una verifica di compatibilità' })).toHaveAttribute(
      'href',
      `/login?ritorno=${encodeURIComponent(`/inserzione/${ID_AUTO}`)}`,
    );
    expect(ecu.queryByTestId('badge-compatibilita')).not.toBeInTheDocument();
    // A visitor asks anyone's view, which carries nobody's checks.
    expect(visitatore.chiamate.some((c) => c.operazione === 'CompatibilitaInserzione')).toBe(true);
    expect(visitatore.chiamate.some((c) => c.operazione === 'CompatibilitaInserzioneAcquirente')).toBe(false);
    unmount();

    renderApp(`/inserzione/${ID_AUTO}`, acquirenteLoggato({ Auto }).fetch);
    const riga2 = await riga(/Centralina ECU/);
    expect(await riga2.findByRole('link', { name: MESSAGGI_VERIFICA.senzaVeicolo })).toHaveAttribute('href', '/acquirente/profilo');
  });
});
