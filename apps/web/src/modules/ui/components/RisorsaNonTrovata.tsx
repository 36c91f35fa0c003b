import { Home } from 'lucide-react';
import { LinkPulsante } from './LinkPulsante';
import { TitoloPagina } from './TitoloPagina';

/** docs/rules.md §3: a page, listing or seller that does not exist gets a proper page that leads back home. */
export function RisorsaNonTrovata({ titolo, testo }: { titolo: string; testo: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TitoloPagina titolo={titolo} />
      <p className="text-6xl font-extrabold tracking-tight text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{titolo}</h1>
      <p className="mt-2 text-slate-600">{testo}</p>
      <LinkPulsante to="/" icona={Home} className="mt-8">
        Torna alla Home
      </LinkPulsante>
    </section>
  );
}
