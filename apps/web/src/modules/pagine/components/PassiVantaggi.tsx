import type { ReactNode } from 'react';

interface PassiVantaggiProps {
  id: string;
  titolo: string;
  passi: { titolo: string; testo: ReactNode }[];
  children?: ReactNode;
}

/** How to get started, as numbered steps. */
export function PassiVantaggi({ id, titolo, passi, children }: PassiVantaggiProps) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {titolo}
      </h2>
      <ol className="mt-8 space-y-6">
        {passi.map((passo, indice) => (
          <li key={passo.titolo} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {indice + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{passo.titolo}</h3>
              <p className="mt-1 text-base leading-relaxed text-slate-700">{passo.testo}</p>
            </div>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
