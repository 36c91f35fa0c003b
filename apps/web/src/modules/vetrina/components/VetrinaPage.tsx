import { ERRORI_MODERAZIONE, MESSAGGI, MESSAGGI_TRACCIABILITA } from '@ricambiamo/contracts';
import { BadgeCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useParams } from 'react-router';
import { isNonDisponibile, isNonTrovato } from '../../catalogo/api/non-trovato';
import { GrigliaVeicoli } from '../../catalogo/components/GrigliaVeicoli';
import { RecensioniVenditore } from '../../recensioni/components/RecensioniVenditore';
import { RisorsaNonTrovata } from '../../ui/components/RisorsaNonTrovata';
import { VeicoloCard } from '../../catalogo/components/VeicoloCard';
import { VeicoloCardScheletro } from '../../catalogo/components/VeicoloCardScheletro';
import { ConfineErrori } from '../../ui/components/ConfineErrori';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { indirizzoVetrina } from '../api/indirizzo-vetrina';
import type { VenditorePubblico } from '../api/venditore-pubblico.query';
import { useAutoVenditore } from '../hooks/useAutoVenditore';
import { useVenditorePubblico } from '../hooks/useVenditorePubblico';
import { IntestazioneVenditore } from './IntestazioneVenditore';
import { OrariApertura } from './OrariApertura';
import { SegnalaContenuto } from '../../segnalazioni/components/SegnalaContenuto';
import { useSessione } from '../../auth/hooks/useSessione';

function VeicoliVenditore({ venditoreId }: { venditoreId: string }) {
  const veicoli = useAutoVenditore(venditoreId);
  if (veicoli.isPending) {
    return (
      <GrigliaVeicoli>
        {[0, 1, 2].map((n) => (
          <VeicoloCardScheletro key={n} />
        ))}
      </GrigliaVeicoli>
    );
  }
  if (veicoli.isError) return <ErroreCaricamento onRiprova={() => void veicoli.refetch()} inAttesa={veicoli.isRefetching} />;
  if (veicoli.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        Questo venditore non ha ancora pubblicato veicoli.
      </p>
    );
  }
  return (
    <ConfineErrori ripristino={veicoli.data}>
      <GrigliaVeicoli>
        {veicoli.data.map((auto) => (
          <VeicoloCard key={auto.id} auto={auto} />
        ))}
      </GrigliaVeicoli>
    </ConfineErrori>
  );
}

/** "Su Ricambiamo da novembre 2026": member since (docs/rules.md §3.17). */
const membroDal = (createdAt: string) =>
  `Su Ricambiamo da ${new Date(createdAt).toLocaleDateString('it-IT', { month: 'long', year: 'numeric', timeZone: 'Europe/Rome' })}`;

function Profilo({ venditore }: { venditore: VenditorePubblico }) {
  const { utente } = useSessione();
  const nome = venditore.nomeAttivita ?? venditore.nome;
  const indirizzo = indirizzoVetrina(venditore);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <TitoloPagina titolo={nome} />
      {/* Each part on its own: a value one of them cannot show leaves a notice there, and the rest of the profile. */}
      <ConfineErrori ripristino={venditore}>
        <IntestazioneVenditore
          nome={nome}
          bannerImage={venditore.bannerImage}
          logoImage={venditore.logoImage}
          dettaglio={
            <>
              <p className="text-sm wrap-anywhere text-slate-600">
                {venditore.citta && `${venditore.citta} · `}
                {membroDal(venditore.createdAt)}
              </p>
              {venditore.commerciante?.verificato && (
                <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  <BadgeCheck aria-hidden className="size-4" />
                  {MESSAGGI_TRACCIABILITA.verificato}
                </p>
              )}
            </>
          }
        />
      </ConfineErrori>

      <div className="mt-8 grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <ConfineErrori ripristino={venditore}>
          <section aria-labelledby="chi-siamo" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
            <h2 id="chi-siamo" className="text-lg font-semibold text-slate-900">
              Chi siamo
            </h2>
            <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-700">
              {venditore.descrizione ?? 'Il venditore non ha ancora aggiunto una descrizione della sua attività.'}
            </p>
            <h2 className="mt-6 text-lg font-semibold text-slate-900">Contatti</h2>
            <ul className="mt-2 space-y-2 text-sm wrap-anywhere text-slate-700">
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 text-brand-700" />
                <a href={`mailto:${venditore.email}`} className="hover:text-brand-700 hover:underline">
                  {venditore.email}
                </a>
              </li>
              {venditore.telefono && (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden className="size-4 text-brand-700" />
                  <a href={`tel:${venditore.telefono}`} className="hover:text-brand-700 hover:underline">
                    {venditore.telefono}
                  </a>
                </li>
              )}
              {indirizzo && (
                <li className="flex items-center gap-2">
                  <MapPin aria-hidden className="size-4 text-brand-700" />
                  {indirizzo}
                </li>
              )}
            </ul>
            {venditore.commerciante && <DatiCommerciante dati={venditore.commerciante} />}
            {utente?.id !== venditore.id && <SegnalaContenuto oggetto="venditore" oggettoId={venditore.id} titolo={nome} className="mt-5" />}
          </section>
        </ConfineErrori>
        <ConfineErrori ripristino={venditore}>
          <section aria-labelledby="orari" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="orari" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Clock aria-hidden className="size-5 text-brand-700" />
              Orari di Apertura
            </h2>
            <div className="mt-2">
              <OrariApertura orari={venditore.orari} />
            </div>
          </section>
        </ConfineErrori>
      </div>

      <section aria-labelledby="recensioni-venditore" className="mt-10">
        <h2 id="recensioni-venditore" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          Recensioni
        </h2>
        <ConfineErrori ripristino={venditore}>
          <RecensioniVenditore venditoreId={venditore.id} />
        </ConfineErrori>
      </section>

      <section aria-labelledby="veicoli-venditore" className="mt-10">
        <h2 id="veicoli-venditore" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          Veicoli in vendita
        </h2>
        <VeicoliVenditore venditoreId={venditore.id} />
      </section>
    </div>
  );
}

export function VetrinaPage() {
  const { id = '' } = useParams();
  const venditore = useVenditorePubblico(id);
  if (venditore.isPending) return <PageSpinner />;
  if (venditore.isError) {
    if (isNonDisponibile(venditore.error)) {
      return (
        <RisorsaNonTrovata
          titolo={ERRORI_MODERAZIONE.venditoreNonDisponibile}
          testo="Questo venditore è sospeso perché non rispetta le regole di Ricambiamo o la legge."
        />
      );
    }
    if (isNonTrovato(venditore.error)) {
      return (
        <RisorsaNonTrovata
          titolo={MESSAGGI.inserzione.venditoreNonTrovato}
          testo="Il venditore che cerchi non esiste o non è più attivo su Ricambiamo."
        />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErroreCaricamento onRiprova={() => void venditore.refetch()} inAttesa={venditore.isRefetching} />
      </div>
    );
  }
  return <Profilo venditore={venditore.data} />;
}

/** Art. 30(7) DSA: who the trader is, as they declared it; the authorisation and RENTRI numbers when given. */
function DatiCommerciante({ dati }: { dati: NonNullable<VenditorePubblico['commerciante']> }) {
  const righe: Array<[string, string | null]> = [
    ['Ragione sociale', dati.ragioneSociale],
    ['Partita IVA', dati.partitaIva],
    ['REA', `${dati.rea} (CCIAA ${dati.provinciaCciaa})`],
    ['Sede legale', dati.sedeLegale],
    ['Telefono', dati.telefono],
    ['E-mail', dati.email],
    ['Autorizzazione D.Lgs. 209/2003', dati.autorizzazioneCentro],
    ['Iscrizione RENTRI', dati.rentri],
  ];
  return (
    <section aria-labelledby="dati-commerciante" className="mt-6">
      <h2 id="dati-commerciante" className="text-lg font-semibold text-slate-900">
        Dati del venditore
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {righe
          .filter((riga): riga is [string, string] => riga[1] !== null)
          .map(([etichetta, valore]) => (
            <div key={etichetta} className="contents">
              <dt className="text-slate-500">{etichetta}</dt>
              <dd className="wrap-anywhere text-slate-800">{valore}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {dati.verificato
          ? 'Dati controllati da Ricambiamo (art. 30 del Digital Services Act).'
          : 'Dati dichiarati dal venditore (art. 30 del Digital Services Act), in attesa del controllo di Ricambiamo.'}
      </p>
    </section>
  );
}
