import { Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { urlImmagineProfilo } from '../api/immagini-profilo';

interface IntestazioneVenditoreProps {
  /** The business name, or the person's name until there is one (docs/rules.md §3). */
  nome: string;
  bannerImage: string | null;
  logoImage: string | null;
  /** Under the name: the town on the public page. */
  dettaglio?: ReactNode;
  /** On the right: Modifica Profilo on the dashboard. */
  azione?: ReactNode;
}

interface ImmagineProfiloProps {
  chiave: string | null;
  alt: string;
  className: string;
  segnaposto: ReactNode;
}

/** A logo or banner, or its placeholder when there is none, the stored value is no image key, or the file is gone. */
function ImmagineOSegnaposto({ chiave, alt, className, segnaposto }: ImmagineProfiloProps) {
  const [fallita, setFallita] = useState(false);
  const url = urlImmagineProfilo(chiave);
  if (!url || fallita) return segnaposto;
  return <img src={url} alt={alt} className={className} onError={() => setFallita(true)} />;
}

/** Keyed by its image: a new logo or banner is tried afresh even when the one before it failed to load. */
function ImmagineProfilo(props: ImmagineProfiloProps) {
  return <ImmagineOSegnaposto key={props.chiave} {...props} />;
}

/** The seller's banner, logo and name, as the dashboard and the public profile show them; a neat placeholder without images. */
export function IntestazioneVenditore({ nome, bannerImage, logoImage, dettaglio, azione }: IntestazioneVenditoreProps) {
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ImmagineProfilo
        chiave={bannerImage}
        alt={`Banner di ${nome}`}
        className="aspect-[4/1] max-h-56 w-full object-cover"
        segnaposto={<div aria-hidden className="h-28 bg-gradient-to-r from-brand-800 via-brand-700 to-brand-500 sm:h-40" />}
      />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:justify-between sm:px-8 sm:pb-6">
        <div className="flex items-end gap-4">
          <ImmagineProfilo
            chiave={logoImage}
            alt={`Logo di ${nome}`}
            className="relative -mt-10 size-20 shrink-0 rounded-2xl border-4 border-white bg-white object-cover shadow-md sm:-mt-12 sm:size-24"
            segnaposto={
              <span className="relative -mt-10 flex size-20 shrink-0 items-center justify-center rounded-2xl border-4 border-white bg-brand-50 text-brand-700 shadow-md sm:-mt-12 sm:size-24">
                <Store aria-hidden className="size-9 sm:size-10" />
              </span>
            }
          />
          <div className="min-w-0 pb-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Venditore (Demolitore)</p>
            <h1 className="text-xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-2xl">{nome}</h1>
            {dettaglio}
          </div>
        </div>
        {azione}
      </div>
    </header>
  );
}
