import { CreditCard, PackageCheck, Search } from 'lucide-react';

const passi = [
  {
    icona: Search,
    titolo: 'Cerca il ricambio',
    testo: 'Sfoglia i veicoli pubblicati dai demolitori e trova i ricambi disponibili per marca e modello.',
  },
  {
    icona: CreditCard,
    titolo: 'Ordina e paga',
    testo: "Seleziona i ricambi, invia l'ordine e paga con bonifico bancario al venditore entro 24 ore.",
  },
  {
    icona: PackageCheck,
    titolo: 'Ricevi a casa',
    testo: 'Il demolitore prepara e spedisce il ricambio in tutta Italia. Segui lo stato del tuo ordine online.',
  },
];

export function ComeFunziona() {
  return (
    <section aria-labelledby="come-funziona" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="come-funziona" className="text-3xl font-bold tracking-tight text-slate-900">
          Come Funziona
        </h2>
        <p className="mt-3 text-slate-600">Tre passi per avere il ricambio che ti serve, senza intermediari.</p>
      </div>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {passi.map(({ icona: Icona, titolo, testo }, indice) => (
          <li key={titolo} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="absolute right-5 top-4 text-5xl font-extrabold text-slate-100" aria-hidden>
              {indice + 1}
            </span>
            <span className="relative flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icona aria-hidden className="size-6" />
            </span>
            <h3 className="relative mt-5 text-lg font-semibold text-slate-900">{titolo}</h3>
            <p className="relative mt-2 text-sm leading-relaxed text-slate-600">{testo}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
