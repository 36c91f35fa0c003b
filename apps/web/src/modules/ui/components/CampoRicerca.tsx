import clsx from 'clsx';
import { Search } from 'lucide-react';

interface CampoRicercaProps {
  valore: string;
  onCambia: (valore: string) => void;
  placeholder: string;
  className?: string;
}

export function CampoRicerca({ valore, onCambia, placeholder, className }: CampoRicercaProps) {
  return (
    <div className={clsx('relative', className)}>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label="Cerca"
        placeholder={placeholder}
        value={valore}
        onChange={(event) => onCambia(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
    </div>
  );
}
