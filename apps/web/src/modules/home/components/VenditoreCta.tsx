import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { REGISTRAZIONE_VENDITORE } from '../../auth/api/registrazione';
import { buttonClasses } from '../../ui/components/Button';

const vantaggi = ['Nessuna commissione sulle vendite', 'Inserzioni senza scadenza', 'Pubblicazione immediata'];

export function VenditoreCta() {
  return (
    <section className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-white shadow-xl sm:px-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight">Sei un demolitore?</h2>
          <p className="mt-3 text-brand-100">
            Pubblica i tuoi veicoli con i ricambi disponibili e raggiungi acquirenti in tutta Italia. Gestisci ordini,
            inserzioni e il tuo parco macchine da un&apos;unica dashboard.
          </p>
          <ul className="mt-6 flex flex-col gap-x-6 gap-y-2 text-sm sm:flex-row sm:flex-wrap">
            {vantaggi.map((vantaggio) => (
              <li key={vantaggio} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 shrink-0 text-amber-300" />
                {vantaggio}
              </li>
            ))}
          </ul>
        </div>
        <Link to={REGISTRAZIONE_VENDITORE} className={buttonClasses('accent', 'shrink-0 px-6 py-3 text-base')}>
          Inizia a vendere
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
