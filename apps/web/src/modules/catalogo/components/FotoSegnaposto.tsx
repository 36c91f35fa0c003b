import clsx from 'clsx';
import { CarFront } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';

/** Shown where a vehicle has no photo yet, so a card keeps its shape. */
export function FotoSegnaposto({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={clsx('flex items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400', className)}
    >
      <CarFront className="size-12" />
    </div>
  );
}

/**
 * A vehicle photo that gives way to the placeholder when it cannot be loaded (removed, or the network failed), rather
 * than a broken-image icon. With a srcSet, a failure first tries `src` alone: an image uploaded before the medium WebP
 * existed has only its full size. Give it `key={src}` where the photo changes in place, so a new photo gets its own
 * tries.
 */
export function FotoAuto({ segnaposto, srcSet, sizes, ...img }: ImgHTMLAttributes<HTMLImageElement> & { segnaposto: string }) {
  const [tentativo, setTentativo] = useState<'varianti' | 'originale' | 'fallito'>(srcSet ? 'varianti' : 'originale');
  if (tentativo === 'fallito') return <FotoSegnaposto className={segnaposto} />;
  const varianti = tentativo === 'varianti' ? { srcSet, sizes } : {};
  return <img {...img} {...varianti} onError={() => setTentativo(tentativo === 'varianti' ? 'originale' : 'fallito')} />;
}
