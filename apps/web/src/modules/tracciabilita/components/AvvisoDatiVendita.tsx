import { MESSAGGI_TRACCIABILITA } from '@ricambiamo/contracts';
import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';

/** Above a form that publishes: until the seller's "Dati per la vendita" are complete, it cannot (art. 30 DSA). */
export function AvvisoDatiVendita() {
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <FileWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {MESSAGGI_TRACCIABILITA.incompleta}: la legge (art. 30 del Digital Services Act) ci chiede di sapere chi vende prima
        che un’inserzione sia pubblicata.{' '}
        <Link to="/venditore/dati-vendita" className="font-semibold underline">
          Completa i dati per la vendita
        </Link>
      </p>
    </div>
  );
}
