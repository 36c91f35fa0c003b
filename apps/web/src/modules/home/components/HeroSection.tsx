import { BadgeEuro, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { HeroVantaggi } from './HeroVantaggi';

const punti = [
  { icona: ShieldCheck, testo: 'Demolitori certificati' },
  { icona: Truck, testo: 'Spedizione in tutta Italia' },
  { icona: BadgeEuro, testo: 'Pagamento con bonifico' },
];

/** `ricerca` is the search form, which belongs to the catalogue. */
export function HeroSection({ ricerca }: { ricerca: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(20,184,166,0.35),transparent_45%),radial-gradient(circle_at_85%_75%,rgba(251,191,36,0.18),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div>
        <p className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-amber-300 ring-1 ring-white/20">
          Ricambi usati, garantiti dai demolitori
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
          Il ricambio giusto per la tua auto, a una frazione del prezzo del nuovo.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">
          Ricambiamo mette in contatto chi cerca ricambi auto usati con i demolitori certificati di tutta Italia.
          Scegli il pezzo, ordina e paga con bonifico direttamente al venditore.
        </p>
        {ricerca}
        <ul className="mt-10 flex flex-col gap-4 text-sm text-slate-200 sm:flex-row sm:gap-8">
          {punti.map(({ icona: Icona, testo }) => (
            <li key={testo} className="flex items-center gap-2">
              <Icona aria-hidden className="size-5 text-brand-200" />
              {testo}
            </li>
          ))}
        </ul>
        </div>
        <HeroVantaggi />
      </div>
    </section>
  );
}
