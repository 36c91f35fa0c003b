import { MESSAGGI, MESSAGGI_ORDINE, SEGNAPOSTO_FOTO_PRINCIPALE, TESTI_SICUREZZA } from '@ricambiamo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { autoDettaglioDemo, ID_AUTO, ID_VENDITORE, ricambioDemo } from '../../../testing/catalogo';
import { venditoreLoggato } from '../../../testing/gettoni';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { acquirenteDemo, acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const ECU = 'a1a1a1a1-0000-4000-8000-000000000001';
const MOTORE = 'a1a1a1a1-0000-4000-8000-000000000002';
const CAMBIO = 'a1a1a1a1-0000-4000-8000-000000000003';
const inserzione = () => ({ data: { auto: autoDettaglioDemo() } });

describe('listing detail', () => {
  // Sonner keeps its toasts between renders (a new Toaster shows the ones still open): each test starts without.
  afterEach(() => toast.dismiss());

  it('shows the vehicle, the seller card, the parts and a summary of the selected ones', async () => {
    const gateway = createFakeGateway({ Auto: () => ({ data: { auto: autoDettaglioDemo() } }) });
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Fiat Panda', level: 1 })).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'Auto')?.variables).toEqual({ id: ID_AUTO });
    const foto = screen.getByRole('img', { name: 'Fiat Panda, foto 1 di 1' });
    expect(foto).toHaveAttribute('src', '/media/auto-images/3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.jpg');
    // The largest paint of the page comes first.
    expect(foto).toHaveAttribute('fetchpriority', 'high');
    // The medium WebP where it is enough, as the page's preload names it.
    const K = '/media/auto-images/3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090';
    expect(foto).toHaveAttribute('srcset', `${K}.medium.webp 960w, ${K}.jpg 1920w`);
    expect(foto).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    // An image from before the medium WebP existed: the full image alone.
    fireEvent.error(foto);
    const originale = screen.getByRole('img', { name: 'Fiat Panda, foto 1 di 1' });
    expect(originale).not.toHaveAttribute('srcset');
    expect(originale).toHaveAttribute('src', `${K}.jpg`);
    // A photo that cannot be loaded at all gives way to the placeholder, never a broken image.
    fireEvent.error(originale);
    expect(screen.queryByRole('img', { name: 'Fiat Panda, foto 1 di 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Foto di Fiat Panda' }).querySelector('.lucide-car-front')).not.toBeNull();
    for (const testo of ['128.000 km', '69 CV · 51 kW', '1242 cc', 'Benzina', '169A4000', 'Telaio verificato']) {
      expect(screen.getByText(testo)).toBeInTheDocument();
    }
    // The VIN stays with the seller: the page says only that one was given, whatever the answer carries.
    expect(screen.queryByText('ZFA31200000123456')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Demolizioni Po/ })).toHaveAttribute('href', `/venditore/${ID_VENDITORE}/profilo`);

    const tabella = within(screen.getByRole('table', { name: 'Ricambi disponibili' }));
    const ecu = within(tabella.getByRole('row', { name: /Centralina ECU/ }));
    expect(ecu.getByText('OEM 55195817')).toBeInTheDocument();
    expect(ecu.getAllByText('A · come nuovo').length).toBeGreaterThan(0);
    expect(ecu.getAllByText('30 giorni').length).toBeGreaterThan(0);
    expect(within(tabella.getByRole('row', { name: /Motore completo/ })).getAllByText('Nessuna garanzia').length).toBeGreaterThan(0);
    expect(tabella.getByRole('checkbox', { name: /Cambio/ })).toBeDisabled();
    expect(within(tabella.getByRole('row', { name: /Cambio/ })).getByText('Codice cambio C514')).toBeInTheDocument();

    const totale = screen.getByTestId('totale-ordine');
    expect(totale).toHaveTextContent('0,00 €');
    await user.click(tabella.getByRole('checkbox', { name: 'Centralina ECU' }));
    await user.click(tabella.getByRole('checkbox', { name: 'Motore completo' }));
    // 120,00 + 9,90 + 850,00 + 50,00
    expect(totale).toHaveTextContent('1.029,90 €');
    await user.click(tabella.getByRole('checkbox', { name: 'Motore completo' }));
    expect(totale).toHaveTextContent('129,90 €');
  });

  it('keeps the place of the main photo while the listing loads, where the carousel then shows it', async () => {
    const gateway = createFakeGateway({ Auto: () => ({ data: { auto: autoDettaglioDemo() } }) });
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    // The gateway puts the listing's photo in this place in the page it sends (conFotoPrincipale).
    const posto = document.querySelector(`[${SEGNAPOSTO_FOTO_PRINCIPALE}]`);
    expect(posto).toHaveClass('aspect-[4/3]', 'w-full');
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento…');
    const foto = await screen.findByRole('img', { name: 'Fiat Panda, foto 1 di 1' });
    expect(foto).toHaveClass('aspect-[4/3]', 'w-full');
    expect(foto.parentElement).toHaveClass('relative', 'overflow-hidden', 'rounded-2xl', 'bg-slate-900');
    expect(posto!.parentElement).toHaveClass('relative', 'overflow-hidden', 'rounded-2xl', 'bg-slate-900');
    expect(document.querySelector(`[${SEGNAPOSTO_FOTO_PRINCIPALE}]`)).toBeNull();
  });

  it('shows a not-found page that links home', async () => {
    const gateway = createFakeGateway({ Auto: () => errore('LISTING_NOT_FOUND', MESSAGGI.inserzione.nonTrovata) });
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    expect(await screen.findByRole('heading', { name: MESSAGGI.inserzione.nonTrovata })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  });

  it("keeps Procedi all'Acquisto disabled, saying why, until a part is selected", async () => {
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, createFakeGateway({ Auto: inserzione }).fetch);
    const procedi = await screen.findByRole('button', { name: "Procedi all'Acquisto" });
    expect(procedi).toBeDisabled();
    expect(procedi).toHaveAccessibleDescription(MESSAGGI_ORDINE.selezionaRicambi);

    await user.click(screen.getByRole('checkbox', { name: 'Centralina ECU' }));
    expect(procedi).toBeEnabled();
    expect(screen.queryByText(MESSAGGI_ORDINE.selezionaRicambi)).not.toBeInTheDocument();
  });

  it('keeps the selection in the address, without parts that are no longer available', async () => {
    const { user, router } = renderApp(
      `/inserzione/${ID_AUTO}?ricambi=${MOTORE},${CAMBIO}`,
      createFakeGateway({ Auto: inserzione }).fetch,
    );
    expect(await screen.findByRole('checkbox', { name: 'Motore completo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Cambio/ })).not.toBeChecked();
    expect(screen.getByTestId('totale-ordine')).toHaveTextContent('900,00 €');

    await user.click(screen.getByRole('checkbox', { name: 'Centralina ECU' }));
    expect(new URLSearchParams(router.state.location.search).get('ricambi')).toBe(`${MOTORE},${ECU}`);
  });

  it('asks an anonymous visitor to log in, and brings them back to the checkout of the same parts', async () => {
    const { user } = renderApp(`/inserzione/${ID_AUTO}?ricambi=${ECU}`, createFakeGateway({ Auto: inserzione }).fetch);
    await user.click(await screen.findByRole('button', { name: "Procedi all'Acquisto" }));

    const avviso = await screen.findByRole('alert');
    expect(avviso).toHaveTextContent(MESSAGGI_ORDINE.autenticazioneRichiesta);
    const ritorno = `/inserzione/${ID_AUTO}?ricambi=${ECU}&checkout=1`;
    expect(within(avviso).getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/login?ritorno=${encodeURIComponent(ritorno)}`,
    );
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('tells a seller that only buyers can buy', async () => {
    const gateway = venditoreLoggato({ Auto: inserzione });
    const { user } = renderApp(`/inserzione/${ID_AUTO}?ricambi=${ECU}`, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: "Procedi all'Acquisto" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGGI_ORDINE.soloAcquirenti);
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  describe('the buying rules of docs/rules.md §2 show as a toast', () => {
    const unToast = async (testo: string) => {
      await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
      const avviso = document.querySelector<HTMLElement>('[data-sonner-toast]')!;
      expect(avviso).toHaveTextContent(testo);
      return within(avviso);
    };

    it("to a visitor, once however often pressed, and gone when the panel's Accedi leads to the login and back", async () => {
      const { user, router } = renderApp(`/inserzione/${ID_AUTO}?ricambi=${ECU}`, createFakeGateway({ Auto: inserzione }).fetch);
      await user.click(await screen.findByRole('button', { name: "Procedi all'Acquisto" }));
      const avviso = await unToast(MESSAGGI_ORDINE.autenticazioneRichiesta);
      expect(avviso.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();

      // Pressed again, the toast answers again but does not pile up.
      await user.click(screen.getByRole('button', { name: "Procedi all'Acquisto" }));
      await unToast(MESSAGGI_ORDINE.autenticazioneRichiesta);

      await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Accedi' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('ritorno')).toBe(`/inserzione/${ID_AUTO}?ricambi=${ECU}&checkout=1`);
      // At once, not after the toast's own 4 seconds: a toast on its way out is marked removed.
      await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast][data-removed="false"]')).toHaveLength(0), { timeout: 500 });
    });

    it('to a seller, also when arriving with the checkout asked for', async () => {
      renderApp(`/inserzione/${ID_AUTO}?ricambi=${ECU}&checkout=1`, venditoreLoggato({ Auto: inserzione }).fetch);
      const avviso = await unToast(MESSAGGI_ORDINE.soloAcquirenti);
      expect(avviso.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGGI_ORDINE.soloAcquirenti);
    });

    it('never to a buyer', async () => {
      const { user } = renderApp(`/inserzione/${ID_AUTO}?ricambi=${ECU}`, acquirenteLoggato({ Auto: inserzione }).fetch);
      await user.click(await screen.findByRole('button', { name: "Procedi all'Acquisto" }));
      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
      expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    });
  });

  it('takes a buyer to the checkout of the selected parts', async () => {
    const { user, router } = renderApp(`/inserzione/${ID_AUTO}?ricambi=${ECU}`, acquirenteLoggato({ Auto: inserzione }).fetch);
    await user.click(await screen.findByRole('button', { name: "Procedi all'Acquisto" }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?ricambi=${ECU}&checkout=1`));
  });

  describe('a safety part', () => {
    const AIRBAG = 'a1a1a1a1-0000-4000-8000-000000000009';
    const conAirbag = () => ({
      data: {
        auto: autoDettaglioDemo({
          ricambi: [...autoDettaglioDemo().ricambi, ricambioDemo({ id: AIRBAG, nome: 'Kit Airbag', prezzoCentesimi: 18_000, codiceOem: null })],
        }),
      },
    });

    it('is marked, and a consumer cannot pick it, even from an old link, and is told why', async () => {
      renderApp(`/inserzione/${ID_AUTO}?ricambi=${AIRBAG}`, acquirenteLoggato({ Auto: conAirbag }).fetch);
      const riga = await screen.findByRole('row', { name: /Kit Airbag/ });
      expect(within(riga).getByText(TESTI_SICUREZZA.etichetta)).toBeInTheDocument();
      expect(within(riga).getByText(new RegExp(TESTI_SICUREZZA.soloOfficine))).toBeInTheDocument();
      expect(within(riga).getByRole('link', { name: TESTI_SICUREZZA.perche })).toHaveAttribute('href', '/policies/sales#ricambi-di-sicurezza');
      expect(within(riga).getByRole('checkbox')).toBeDisabled();
      expect(within(riga).getByRole('checkbox')).not.toBeChecked();
      expect(screen.getByRole('button', { name: "Procedi all'Acquisto" })).toBeDisabled();
    });

    it('is counted apart, and its row says in words why it cannot be selected', async () => {
      const conteggiato = () => {
        const { data } = conAirbag();
        return { data: { auto: { ...data.auto, ricambiDisponibili: 3, ricambiSoloOfficine: 1 } } };
      };
      renderApp(`/inserzione/${ID_AUTO}`, acquirenteLoggato({ Auto: conteggiato }).fetch);
      expect(await screen.findByText('3 ricambi disponibili · 1 solo per officine')).toBeInTheDocument();
      const riga = within(screen.getByRole('row', { name: /Kit Airbag/ }));
      expect(riga.getByText(TESTI_SICUREZZA.nonSelezionabile)).toBeVisible();
      expect(riga.getByRole('checkbox')).toHaveAccessibleDescription(new RegExp(TESTI_SICUREZZA.nonSelezionabile));
      // Parts anyone may buy carry no such text.
      expect(within(screen.getByRole('row', { name: /Centralina ECU/ })).queryByText(TESTI_SICUREZZA.nonSelezionabile)).toBeNull();
    });

    it('can be picked by a buyer who declared a repair business', async () => {
      const officina = { ragioneSociale: 'Officina Bianchi', partitaIva: '01234567897', registro: 'BO-RA 1' };
      const gateway = acquirenteLoggato({
        Auto: conAirbag,
        RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: { ...acquirenteDemo(), officina } } } }),
      });
      const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
      const riga = await screen.findByRole('row', { name: /Kit Airbag/ });
      expect(within(riga).getByText(TESTI_SICUREZZA.etichetta)).toBeInTheDocument();
      expect(within(riga).queryByText(new RegExp(TESTI_SICUREZZA.soloOfficine))).not.toBeInTheDocument();
      expect(within(riga).queryByText(TESTI_SICUREZZA.nonSelezionabile)).not.toBeInTheDocument();
      await user.click(within(riga).getByRole('checkbox'));
      expect(screen.getByRole('button', { name: "Procedi all'Acquisto" })).toBeEnabled();
    });
  });
});
