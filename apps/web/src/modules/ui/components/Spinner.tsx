import { LoaderCircle } from 'lucide-react';
import clsx from 'clsx';

export function Spinner({ className, label = 'Caricamento…' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={clsx('animate-spin', className ?? 'size-5')} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
