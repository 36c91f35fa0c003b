import clsx from 'clsx';
import { CarFront } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';

const IMMAGINE_NON_DISPONIBILE = 'Immagine non disponibile';

/**
 * Where a vehicle has no photo to show (none yet, a stored value that is no image key, a file that cannot be loaded):
 * the card keeps its shape and says so. `compatto`: the icon alone, for a table's small thumbnail.
 */
export function FotoSegnaposto({ className, compatto = false }: { className?: string; compatto?: boolean }) {
  return (
    <div
      role="img"
      aria-label={IMMAGINE_NON_DISPONIBILE}
      className={clsx(
        'flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400',
        className,
      )}
    >
      <CarFront aria-hidden className="size-12" />
      {!compatto && <span className="px-2 text-center text-sm font-medium text-slate-500">{IMMAGINE_NON_DISPONIBILE}</span>}
    </div>
  );
}

/**
 * A vehicle photo that gives way to the placeholder when it cannot be loaded (removed, or the network failed), rather
 * than a broken-image icon. With a srcSet, a failure first tries `src` alone: an image uploaded before the medium WebP
 * existed has only its full size. Give it `key={src}` where the photo changes in place, so a new photo gets its own
 * tries. `segnaposto` and `compatto` style the placeholder.
 */
export function FotoAuto({
  segnaposto,
  compatto,
  srcSet,
  sizes,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { segnaposto: string; compatto?: boolean }) {
  const [tentativo, setTentativo] = useState<'varianti' | 'originale' | 'fallito'>(srcSet ? 'varianti' : 'originale');
  if (tentativo === 'fallito') return <FotoSegnaposto className={segnaposto} compatto={compatto} />;
  const varianti = tentativo === 'varianti' ? { srcSet, sizes } : {};
  return <img {...img} {...varianti} onError={() => setTentativo(tentativo === 'varianti' ? 'originale' : 'fallito')} />;
}
