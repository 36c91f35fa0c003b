import { ERRORI_MODERAZIONE, MESSAGGI, MESSAGGI_VIN } from '@ricambiamo/contracts';
import { CalendarDays, Cog, Fuel, Gauge, Hash, ShieldCheck, Zap } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formattaNumero } from '../../../lib/format/formatta-data';
import type { Utente } from '../../auth/api/utente';
import { useSessione } from '../../auth/hooks/useSessione';
import { ConfineErrori } from '../../ui/components/ConfineErrori';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { ContattaVenditore } from '../../messaggi/components/ContattaVenditore';
import { SegnalaContenuto } from '../../segnalazioni/components/SegnalaContenuto';
import { ValutazioneVenditore } from '../../recensioni/components/ValutazioneVenditore';
import { LinkVetrina } from '../../ui/components/LinkVetrina';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import type { AutoDettaglio, Ricambio } from '../api/auto-dettaglio';
import { catalogoKeys } from '../api/catalogo.keys';
import { ETICHETTA_CARBURANTE, etichettaRicambiDisponibili } from '../api/etichette';
import { isNonDisponibile, isNonTrovato } from '../api/non-trovato';
import { leggiSelezione, scriviSelezione, selezionabile } from '../api/selezione-ricambi';
import { useInserzione } from '../hooks/useInserzione';
import { CarouselFoto } from './CarouselFoto';
import { DettaglioInserzioneScheletro } from './DettaglioInserzioneScheletro';
import { ProcediAcquisto } from './ProcediAcquisto';
import { RiepilogoOrdine } from './RiepilogoOrdine';
import { RisorsaNonTrovata } from '../../ui/components/RisorsaNonTrovata';
import { TabellaRicambi } from './TabellaRicambi';

/**
 * What the listing hands its checkout. The checkout is the orders module's, which builds on this one: the page that puts
 * the two together is apps/web/src/app/DettaglioInserzionePage.tsx.
 */
export interface CheckoutInserzioneProps {
  autoId: string;
  selezionati: Ricambio[];
  utente: Utente;
  onAnnulla: () => void;
  /** A selected part went to another buyer first: the parts table is to be shown again, read afresh. */
  onRicambiNonDisponibili: () => void;
}

type Checkout = ComponentType<CheckoutInserzioneProps>;

/** What the listing hands the fit of each part (the compatibilita module's, composed in by the same page). */
export interface DettaglioRicambioProps {
  autoId: string;
  ricambio: Pick<Ricambio, 'id' | 'nome'>;
}

interface ComposizioneProps {
  Checkout: Checkout;
  DettaglioRicambio: ComponentType<DettaglioRicambioProps>;
}

function Dato({ icona, etichetta, children }: { icona: ReactNode; etichetta: string; children: ReactNode }) {
  return (
    // dt and dd straight inside the one div a <dl> allows around them; the icon goes in the dt.
    <div className="relative rounded-xl bg-slate-50 py-2.5 pr-3 pl-11">
      <dt className="text-xs text-slate-500">
        <span className="absolute top-1/2 left-3 -translate-y-1/2 text-brand-700">{icona}</span>
        {etichetta}
      </dt>
      <dd className="font-semibold wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

function Dettaglio({ auto, Checkout, DettaglioRicambio }: ComposizioneProps & { auto: AutoDettaglio }) {
  const { utente, inCaricamento } = useSessione();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The checkboxes answer at once from state; the address follows, for a reload or a login on the way.
  const [scelti, setScelti] = useState(() => leggiSelezione(searchParams).ids);
  const officina = utente?.officina != null;
  // docs/rules.md §6: only available parts can be selected (safety parts by a repair business only), whatever an old link or a
  // reload after a sale says.
  const selezionati = auto.ricambi.filter((r) => selezionabile(r, officina) && scelti.has(r.id));
  const ids = new Set(selezionati.map((r) => r.id));
  const checkoutRichiesto = leggiSelezione(searchParams).checkout;
  const checkout = checkoutRichiesto && selezionati.length > 0;
  const titolo = `${auto.marca} ${auto.modello}`;

  const vai = (nuovi: ReadonlySet<string>, alCheckout: boolean, { replace }: { replace: boolean }) => {
    setScelti(nuovi);
    setSearchParams(scriviSelezione({ ids: nuovi, checkout: alCheckout }), { replace, preventScrollReset: true });
  };
  const cambia = (id: string, selezionato: boolean) => {
    const nuovi = new Set(ids);
    if (selezionato) nuovi.add(id);
    else nuovi.delete(id);
    vai(nuovi, false, { replace: true });
  };
  const ricambiVenduti = () => {
    // The failed order has already read the listing again (useCreaOrdine), so the cache says what is left.
    const aggiornata = queryClient.getQueryData<AutoDettaglio>(catalogoKeys.inserzione(auto.id)) ?? auto;
    vai(new Set(aggiornata.ricambi.filter((r) => selezionabile(r, officina) && ids.has(r.id)).map((r) => r.id)), false, { replace: true });
  };

  let acquisto: ReactNode;
  if (checkout && inCaricamento) {
    acquisto = <PageSpinner />;
  } else if (checkout && utente?.ruolo === 'acquirente') {
    acquisto = (
      <Suspense fallback={<PageSpinner />}>
        <Checkout
          autoId={auto.id}
          selezionati={selezionati}
          utente={utente}
          onAnnulla={() => vai(ids, false, { replace: false })}
          onRicambiNonDisponibili={ricambiVenduti}
        />
      </Suspense>
    );
  } else {
    acquisto = (
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem] [&>*]:min-w-0">
        <section aria-labelledby="ricambi">
          <h2 id="ricambi" className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
            Ricambi
          </h2>
          <TabellaRicambi
            ricambi={auto.ricambi}
            selezionati={ids}
            onCambia={cambia}
            officina={officina}
            dettaglio={(ricambio) => <DettaglioRicambio autoId={auto.id} ricambio={ricambio} />}
          />
        </section>
        <div className="lg:pt-12">
          <RiepilogoOrdine selezionati={selezionati} />
          <ProcediAcquisto
            selezionati={selezionati.length}
            checkoutRichiesto={checkoutRichiesto}
            utente={utente}
            ritorno={`/inserzione/${auto.id}?${scriviSelezione({ ids, checkout: true }).toString()}`}
            onProcedi={() => vai(ids, true, { replace: false })}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <TitoloPagina titolo={`${titolo} (${auto.anno})`} />
      <nav aria-label="Percorso" className="mb-4 text-sm text-slate-500">
        <Link to="/" className="hover:text-brand-700 hover:underline">
          Home
        </Link>{' '}
        / <span className="wrap-anywhere text-slate-700">{titolo}</span>
      </nav>
      {/* Each part on its own: a record one of them cannot show leaves a notice there, and the rest of the listing. */}
      <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] [&>*]:min-w-0">
        <ConfineErrori ripristino={auto}>
          <CarouselFoto immagini={auto.immagini} titolo={titolo} />
        </ConfineErrori>
        <ConfineErrori ripristino={auto}>
          <div>
            <h1 className="text-3xl font-bold tracking-tight wrap-anywhere text-slate-900">{titolo}</h1>
            <p className="mt-1 font-medium text-brand-700">{etichettaRicambiDisponibili(auto)}</p>
            <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
              <Dato icona={<CalendarDays aria-hidden className="size-5" />} etichetta="Anno">
                {auto.anno}
              </Dato>
              <Dato icona={<Gauge aria-hidden className="size-5" />} etichetta="Chilometri">
                {formattaNumero(auto.km)} km
              </Dato>
              <Dato icona={<Zap aria-hidden className="size-5" />} etichetta="Potenza">
                {auto.cv} CV · {auto.kw} kW
              </Dato>
              <Dato icona={<Cog aria-hidden className="size-5" />} etichetta="Cilindrata">
                {formattaNumero(auto.cilindrata)} cc
              </Dato>
              <Dato icona={<Fuel aria-hidden className="size-5" />} etichetta="Carburante">
                {ETICHETTA_CARBURANTE[auto.carburante]}
              </Dato>
              {auto.codiceMotore && (
                <Dato icona={<Hash aria-hidden className="size-5" />} etichetta="Codice motore">
                  <span className="font-mono">{auto.codiceMotore}</span>
                </Dato>
              )}
              {/* The VIN itself stays with the seller (docs/rules.md §3.8): the page says only that one was given. */}
              {auto.telaioVerificato && (
                <Dato icona={<ShieldCheck aria-hidden className="size-5" />} etichetta="Telaio">
                  {MESSAGGI_VIN.telaioVerificato}
                </Dato>
              )}
            </dl>
            <LinkVetrina venditore={auto.venditore} misura="scheda">
              <span className="text-sm font-medium text-brand-700">Vedi profilo e altri veicoli</span>
            </LinkVetrina>
            {auto.venditore.valutazione && <ValutazioneVenditore valutazione={auto.venditore.valutazione} className="mt-2" />}
            <ContattaVenditore autoId={auto.id} className="mt-3" />
            {/* Anyone may report a listing but its own seller. */}
            {utente?.id !== auto.venditore.id && (
              <SegnalaContenuto oggetto="inserzione" oggettoId={auto.id} titolo={`${titolo} ${auto.anno}`} className="mt-3" />
            )}
            {auto.descrizione && (
              <section aria-labelledby="descrizione" className="mt-5">
                <h2 id="descrizione" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
                  Descrizione
                </h2>
                <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-700">{auto.descrizione}</p>
              </section>
            )}
          </div>
        </ConfineErrori>
      </div>
      <ConfineErrori ripristino={auto}>{acquisto}</ConfineErrori>
    </div>
  );
}

export function DettaglioInserzione({ Checkout, DettaglioRicambio }: ComposizioneProps) {
  const { id = '' } = useParams();
  const inserzione = useInserzione(id);
  if (inserzione.isPending) return <DettaglioInserzioneScheletro />;
  if (inserzione.isError) {
    if (isNonDisponibile(inserzione.error)) {
      return (
        <RisorsaNonTrovata
          titolo={ERRORI_MODERAZIONE.inserzioneNonDisponibile}
          testo="Questa inserzione è stata nascosta perché non rispetta le regole di Ricambiamo o la legge."
        />
      );
    }
    if (isNonTrovato(inserzione.error)) {
      return (
        <RisorsaNonTrovata
          titolo={MESSAGGI.inserzione.nonTrovata}
          testo="Il veicolo che cerchi non esiste o è stato rimosso dal venditore."
        />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErroreCaricamento onRiprova={() => void inserzione.refetch()} inAttesa={inserzione.isRefetching} />
      </div>
    );
  }
  return <Dettaglio key={inserzione.data.id} auto={inserzione.data} Checkout={Checkout} DettaglioRicambio={DettaglioRicambio} />;
}
