import { MESSAGGI_VIN } from '@ricambiamo/contracts';
import { Cog, Fuel, Gauge, ShieldCheck, Wrench, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ValutazioneVenditore } from '../../recensioni/components/ValutazioneVenditore';
import { formattaNumero } from '../../../lib/format/formatta-data';
import { ConfineErrori } from '../../ui/components/ConfineErrori';
import type { AutoCard } from '../api/auto-card';
import { ETICHETTA_CARBURANTE, etichettaRicambiDisponibili } from '../api/etichette';
import { urlMiniaturaAuto } from '../api/immagini-auto';
import { FotoAuto, FotoSegnaposto } from './FotoSegnaposto';

const scheda = 'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm';

/** In place of a card that failed to render: the grid keeps its shape and the other cards. */
function VeicoloNonDisponibile() {
  return (
    <article aria-label="Veicolo non disponibile" className={scheda}>
      <FotoSegnaposto className="aspect-[4/3]" compatto />
      <p className="p-4 text-sm text-slate-600">Questo veicolo non può essere mostrato.</p>
    </article>
  );
}

interface VeicoloCardProps {
  auto: AutoCard;
  /** The car's fit for the buyer's vehicle (docs/rules.md §3.14), composed in by the page; worked out inside the card. */
  compatibilita?: (auto: AutoCard) => ReactNode;
}

/**
 * docs/rules.md §3 Home card: first photo, brand and model, year, km, CV, kW, fuel, engine code, "Telaio verificato", the
 * fit with the buyer's vehicle and parts available; opens the detail. A record it cannot render becomes a small card of
 * its own, never an error page for the whole list.
 */
export function VeicoloCard({ auto, compatibilita }: VeicoloCardProps) {
  return (
    <ConfineErrori ripiego={<VeicoloNonDisponibile />} ripristino={auto}>
      <Scheda auto={auto} compatibilita={compatibilita} />
    </ConfineErrori>
  );
}

function Scheda({ auto, compatibilita }: VeicoloCardProps) {
  const titolo = `${auto.marca} ${auto.modello}`;
  const miniatura = auto.immagine === null ? null : urlMiniaturaAuto(auto.immagine);
  return (
    <article aria-label={titolo} className={`${scheda} group relative transition hover:-translate-y-0.5 hover:shadow-md`}>
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {miniatura ? (
          <FotoAuto
            src={miniatura}
            alt=""
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
            segnaposto="size-full"
          />
        ) : (
          <FotoSegnaposto className="size-full" />
        )}
        <span className="absolute left-3 top-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">
          {auto.anno}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold wrap-anywhere text-slate-900">
          <Link to={`/inserzione/${auto.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {titolo}
          </Link>
        </h3>
        <p className="text-sm wrap-anywhere text-slate-500">{auto.venditore.nomeAttivita ?? auto.venditore.nome}</p>
        {/* Above the card's link, so the badge's tooltip opens on hover and focus. */}
        {auto.venditore.valutazione && <ValutazioneVenditore valutazione={auto.venditore.valutazione} className="relative z-10 mt-1" />}
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-slate-600">
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Chilometri</dt>
            <Gauge aria-hidden className="size-4 text-slate-400" />
            <dd>{formattaNumero(auto.km)} km</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Carburante</dt>
            <Fuel aria-hidden className="size-4 text-slate-400" />
            <dd>{ETICHETTA_CARBURANTE[auto.carburante]}</dd>
          </div>
          <div className="col-span-2 flex items-center gap-1.5">
            <dt className="sr-only">Potenza</dt>
            <Zap aria-hidden className="size-4 text-slate-400" />
            <dd>
              {auto.cv} CV · {auto.kw} kW
            </dd>
          </div>
          {auto.codiceMotore && (
            <div className="col-span-2 flex items-center gap-1.5">
              <Cog aria-hidden className="size-4 text-slate-400" />
              <dt>Codice motore</dt>
              <dd className="font-mono wrap-anywhere">{auto.codiceMotore}</dd>
            </div>
          )}
          {auto.telaioVerificato && (
            <div className="col-span-2 flex items-center gap-1.5 text-emerald-800">
              <ShieldCheck aria-hidden className="size-4" />
              <dt className="sr-only">Telaio</dt>
              <dd>{MESSAGGI_VIN.telaioVerificato}</dd>
            </div>
          )}
        </dl>
        {compatibilita && <div className="mt-3">{compatibilita(auto)}</div>}
        <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700">
          <Wrench aria-hidden className="size-4" />
          {etichettaRicambiDisponibili(auto)}
        </p>
      </div>
    </article>
  );
}
