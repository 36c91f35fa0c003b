import { screen, within } from '@testing-library/react';
import type { AutoCard } from '../api/auto-card';
import { autoCardDemo, autoDettaglioDemo, ID_AUTO, KEY_FOTO, ricambioDemo, risultatiRicerca } from '../../../testing/catalogo';
import {
  ALTRE_KEY_NON_VALIDE,
  KEY_NON_VALIDA,
  PAROLA_LUNGHISSIMA,
  RICAMBIO_SCONOSCIUTO,
  TESTO_STRANO,
} from '../../../testing/dati-anomali';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

const PAGINA_DI_ERRORE = 'Qualcosa è andato storto';
const SEGNAPOSTO = 'Immagine non disponibile';
const MINIATURA_BUONA = '/media/auto-images/3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.thumb.webp';
const id = (n: number) => `0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a7${n}`;

/** Odd records that sit in the database today: they render, the unusable photo as a placeholder. */
const schedeAnomale = (): AutoCard[] => [
  autoCardDemo({ id: id(1), marca: 'Fiat', modello: 'Panda', immagine: KEY_NON_VALIDA }),
  autoCardDemo({ id: id(2), marca: 'Lancia', modello: 'Ypsilon', immagine: null }),
  ...ALTRE_KEY_NON_VALIDE.map((immagine, i) => autoCardDemo({ id: id(3 + i), marca: 'Opel', modello: `Corsa ${i}`, immagine })),
  autoCardDemo({
    id: id(6),
    marca: PAROLA_LUNGHISSIMA,
    modello: TESTO_STRANO,
    anno: 1900,
    km: 2_147_483_647,
    cv: 0,
    kw: 0,
    ricambiDisponibili: 0,
    venditore: { id: id(9), nome: TESTO_STRANO, nomeAttivita: null, valutazione: null },
  }),
  autoCardDemo({ id: id(7), marca: 'Alfa Romeo', modello: 'Giulietta', immagine: KEY_FOTO }),
];

describe('pages rendered from odd records', () => {
  afterEach(() => jest.restoreAllMocks());

  it('home: a card with no usable photo shows the placeholder, and every other card renders', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca(schedeAnomale()) });
    renderApp('/', gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Veicoli Disponibili' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(7);
    expect(screen.queryByText(PAGINA_DI_ERRORE)).not.toBeInTheDocument();

    for (const nome of ['Fiat Panda', 'Lancia Ypsilon', 'Opel Corsa 0', 'Opel Corsa 1', 'Opel Corsa 2']) {
      const scheda = within(screen.getByRole('article', { name: nome }));
      expect(scheda.getByRole('img', { name: SEGNAPOSTO })).toBeVisible();
      expect(scheda.getByText(SEGNAPOSTO)).toBeInTheDocument();
      expect(scheda.queryByRole('img', { name: '' })).not.toBeInTheDocument();
    }
    // No request for anything but a real thumbnail leaves the page (the two cards with a usable photo).
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([MINIATURA_BUONA, MINIATURA_BUONA]);

    // Text that looks like markup stays text; huge and zero numbers print as numbers.
    const strana = within(screen.getByRole('article', { name: `${PAROLA_LUNGHISSIMA} ${TESTO_STRANO}` }));
    expect(strana.getByRole('link')).toHaveTextContent(`${PAROLA_LUNGHISSIMA} ${TESTO_STRANO}`);
    expect(strana.getAllByText(TESTO_STRANO)).toHaveLength(1);
    for (const testo of ['1900', '2.147.483.647 km', '0 CV · 0 kW', '0 ricambi disponibili']) {
      expect(strana.getByText(testo)).toBeInTheDocument();
    }
    expect(document.querySelector('b, [onerror]')).toBeNull();
    // A word of 5000 letters wraps inside its card on a phone instead of widening the page.
    expect(strana.getByRole('heading', { level: 3 })).toHaveClass('wrap-anywhere');
  });

  it('home: a card that cannot render at all becomes a small fallback card, the list and the page stay', async () => {
    // A record this web does not expect (here: no seller), as a deploy of the server before the web could send.
    const rotta = { ...autoCardDemo({ id: id(8), marca: 'Dacia', modello: 'Sandero' }), venditore: null } as unknown as AutoCard;
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo(), rotta, autoCardDemo({ id: id(7), marca: 'Alfa Romeo', modello: 'Giulietta' })]) });
    const logga = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', gateway.fetch);

    expect(await screen.findByRole('article', { name: 'Fiat Panda' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Alfa Romeo Giulietta' })).toBeInTheDocument();
    const ripiego = within(screen.getByRole('article', { name: 'Veicolo non disponibile' }));
    expect(ripiego.getByText('Questo veicolo non può essere mostrato.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Veicoli Disponibili' })).toBeInTheDocument();
    expect(screen.queryByText(PAGINA_DI_ERRORE)).not.toBeInTheDocument();
    expect(logga).toHaveBeenCalled();
  });

  it('detail: unusable photos are placeholders in the carousel and its strip, the usable one shows, the rest renders', async () => {
    const auto = autoDettaglioDemo({
      immagini: [KEY_NON_VALIDA, KEY_FOTO, ALTRE_KEY_NON_VALIDE[0]],
      numeroTelaio: null,
      descrizione: PAROLA_LUNGHISSIMA,
      ricambi: [
        ricambioDemo({ nome: RICAMBIO_SCONOSCIUTO, descrizione: TESTO_STRANO, prezzoCentesimi: 0, spedizioneCentesimi: 0, grado: null, garanziaGiorni: 36_500, codiceOem: null }),
        ricambioDemo({ id: 'a1a1a1a1-0000-4000-8000-000000000002', nome: 'Cambio', prezzoCentesimi: 2_147_483_647 }),
      ],
    });
    const gateway = createFakeGateway({ Auto: () => ({ data: { auto: auto } }) });
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Fiat Panda', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(PAGINA_DI_ERRORE)).not.toBeInTheDocument();
    const carosello = within(screen.getByRole('region', { name: 'Foto di Fiat Panda' }));
    expect(carosello.getByText('1 / 3')).toBeInTheDocument();
    expect(carosello.getByText(SEGNAPOSTO)).toBeInTheDocument();
    // The photo, then the strip: the usable photo's thumbnail between two placeholders.
    expect(carosello.getAllByRole('img', { name: SEGNAPOSTO })).toHaveLength(3);
    expect(within(carosello.getByRole('button', { name: 'Mostra foto 1' })).getByRole('img', { name: SEGNAPOSTO })).toBeInTheDocument();
    expect(within(carosello.getByRole('button', { name: 'Mostra foto 3' })).getByRole('img', { name: SEGNAPOSTO })).toBeInTheDocument();
    expect(within(carosello.getByRole('button', { name: 'Mostra foto 2' })).getByRole('presentation')).toHaveAttribute('src', MINIATURA_BUONA);

    await user.click(carosello.getByRole('button', { name: 'Foto successiva' }));
    expect(carosello.getByRole('img', { name: 'Fiat Panda, foto 2 di 3' })).toHaveAttribute('src', '/media/auto-images/3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.jpg');
    await user.click(carosello.getByRole('button', { name: 'Foto successiva' }));
    expect(carosello.getByText('3 / 3')).toBeInTheDocument();
    expect(carosello.queryByRole('img', { name: 'Fiat Panda, foto 3 di 3' })).not.toBeInTheDocument();

    const descrizione = screen.getByText(PAROLA_LUNGHISSIMA);
    expect(descrizione).toHaveClass('wrap-anywhere');
    expect(screen.queryByText('Numero telaio')).not.toBeInTheDocument();

    const tabella = within(screen.getByRole('table', { name: 'Ricambi disponibili' }));
    const sconosciuto = within(tabella.getByRole('row', { name: new RegExp(RICAMBIO_SCONOSCIUTO) }));
    // A name outside the catalogue is no safety part: anyone can pick it.
    expect(sconosciuto.getByRole('checkbox')).toBeEnabled();
    expect(sconosciuto.getByText(TESTO_STRANO).closest('td')).toHaveClass('wrap-anywhere');
    expect(sconosciuto.getAllByText(/0,00\s€/).length).toBeGreaterThan(0);
    expect(sconosciuto.getAllByText('36.500 giorni').length).toBeGreaterThan(0);
    expect(within(tabella.getByRole('row', { name: /Cambio/ })).getAllByText(/21\.474\.836,47\s€/).length).toBeGreaterThan(0);
    expect(document.querySelector('b, [onerror]')).toBeNull();
  });

  it('detail: a listing without photos shows the placeholder', async () => {
    const gateway = createFakeGateway({ Auto: () => ({ data: { auto: autoDettaglioDemo({ immagini: [], descrizione: null }) } }) });
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Fiat Panda', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: SEGNAPOSTO })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Descrizione' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ricambi disponibili' })).toBeInTheDocument();
  });

  it('detail: a section that cannot render is replaced by a notice, the rest of the listing stays', async () => {
    // A listing this web does not expect (photos: null): the carousel fails, the vehicle and its parts stay.
    const auto = { ...autoDettaglioDemo(), immagini: null } as unknown as ReturnType<typeof autoDettaglioDemo>;
    const gateway = createFakeGateway({ Auto: () => ({ data: { auto: auto } }) });
    const logga = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Fiat Panda', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Questa parte della pagina non può essere mostrata.')).toBeInTheDocument();
    expect(screen.getByText('128.000 km')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ricambi disponibili' })).toBeInTheDocument();
    expect(screen.queryByText(PAGINA_DI_ERRORE)).not.toBeInTheDocument();
    // Caught, not hidden: the failure still reaches the console.
    expect(logga).toHaveBeenCalled();
  });
});
