import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { fotoPrincipale, urlMiniaturaAuto } from '../api/immagini-auto';
import { FotoAuto, FotoSegnaposto } from './FotoSegnaposto';

/**
 * docs/rules.md §3 Listing detail: the photos one at a time, as large as the screen needs, with arrows and thumbnails to jump.
 * A stored value that is no image key is a placeholder in its place, and the other photos stay reachable.
 */
export function CarouselFoto({ immagini, titolo }: { immagini: string[]; titolo: string }) {
  const [indice, setIndice] = useState(0);
  const attuale = immagini[indice];
  if (attuale === undefined) return <FotoSegnaposto className="aspect-[4/3] rounded-2xl" />;
  const foto = fotoPrincipale(attuale);
  const vai = (passo: number) => setIndice((i) => (i + passo + immagini.length) % immagini.length);

  return (
    <div role="region" aria-roledescription="carosello" aria-label={`Foto di ${titolo}`}>
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        {/* The page's largest paint: the gateway's page preloads this very choice, before the scripts' requests. */}
        {foto ? (
          <FotoAuto
            key={attuale}
            {...foto}
            alt={`${titolo}, foto ${indice + 1} di ${immagini.length}`}
            fetchPriority="high"
            className="aspect-[4/3] w-full object-contain"
            segnaposto="aspect-[4/3] w-full"
          />
        ) : (
          <FotoSegnaposto className="aspect-[4/3] w-full" />
        )}
        {immagini.length > 1 && (
          <>
            <button
              type="button"
              aria-label="Foto precedente"
              onClick={() => vai(-1)}
              className="absolute left-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Foto successiva"
              onClick={() => vai(1)}
              className="absolute right-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <span className="absolute bottom-3 right-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
              {indice + 1} / {immagini.length}
            </span>
          </>
        )}
      </div>
      {immagini.length > 1 && (
        <div className="mt-3 grid grid-cols-5 gap-2">
          {immagini.map((key, i) => (
            <button
              // By place: a record from before the duplicate check may hold one key twice.
              key={i}
              type="button"
              aria-label={`Mostra foto ${i + 1}`}
              aria-current={i === indice || undefined}
              onClick={() => setIndice(i)}
              className={clsx(
                'overflow-hidden rounded-lg ring-2 transition',
                i === indice ? 'ring-brand-600' : 'ring-transparent opacity-70 hover:opacity-100',
              )}
            >
              <Miniatura chiave={key} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A thumbnail of the strip; the button around it is named. */
function Miniatura({ chiave }: { chiave: string }) {
  const url = urlMiniaturaAuto(chiave);
  if (!url) return <FotoSegnaposto className="aspect-[4/3] w-full [&>svg]:size-6" compatto />;
  return <FotoAuto key={url} src={url} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" segnaposto="aspect-[4/3] w-full [&>svg]:size-6" compatto />;
}
