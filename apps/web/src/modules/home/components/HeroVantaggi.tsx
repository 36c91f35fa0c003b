import { CarFront } from 'lucide-react';

/** docs/rules.md §1 marketing comparison: what the product promises against other marketplaces. */
const confronto = [
  { valore: '0%', testo: 'commissioni sulle vendite', altri: 'altri: 15-25%' },
  { valore: '∞', testo: 'durata delle inserzioni', altri: 'altri: 30-60 giorni' },
  { valore: 'Subito', testo: 'pubblicazione immediata', altri: 'altri: 24-48 ore' },
];

export function HeroVantaggi() {
  return (
    <div className="hidden rounded-3xl bg-white/5 p-8 ring-1 ring-white/15 backdrop-blur lg:block">
      <div className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-400 text-slate-900">
          <CarFront aria-hidden className="size-6" />
        </span>
        <div>
          <p className="text-sm font-semibold text-white">Perché Ricambiamo</p>
          <p className="text-xs text-slate-300">Pensato per demolitori e automobilisti</p>
        </div>
      </div>
      <ul className="mt-8 space-y-5">
        {confronto.map(({ valore, testo, altri }) => (
          <li
            key={testo}
            className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-5 last:border-0 last:pb-0"
          >
            <span className="flex items-baseline gap-3">
              <strong className="text-3xl font-extrabold text-amber-300">{valore}</strong>
              <span className="text-sm text-slate-200">{testo}</span>
            </span>
            <span className="text-xs text-slate-400">{altri}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
