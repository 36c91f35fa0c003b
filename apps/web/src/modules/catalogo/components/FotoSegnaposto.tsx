import clsx from 'clsx';
import { CarFront } from 'lucide-react';

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
