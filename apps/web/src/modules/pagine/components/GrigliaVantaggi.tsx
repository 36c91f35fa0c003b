import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Vantaggio {
  icona: LucideIcon;
  titolo: string;
  testo: ReactNode;
}

interface GrigliaVantaggiProps {
  id: string;
  titolo: string;
  vantaggi: Vantaggio[];
}

export function GrigliaVantaggi({ id, titolo, vantaggi }: GrigliaVantaggiProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {titolo}
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {vantaggi.map(({ icona: Icona, titolo: titoloVantaggio, testo }) => (
          <li key={titoloVantaggio} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icona aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{titoloVantaggio}</h3>
            <p className="mt-2 text-base leading-relaxed text-slate-700">{testo}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
