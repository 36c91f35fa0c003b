import { PackageOpen, Search } from 'lucide-react';
import { LinkPulsante } from '../../ui/components/LinkPulsante';

export function OrdiniVuoti() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <PackageOpen aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">Non hai ancora effettuato ordini</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        Quando acquisterai dei ricambi, qui troverai lo stato degli ordini e i dati per il pagamento.
      </p>
      <LinkPulsante to="/" icona={Search} className="mt-6">
        Sfoglia i ricambi
      </LinkPulsante>
    </div>
  );
}
