import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { useProfiloVenditore } from '../hooks/useProfiloVenditore';
import { ImpostazioniProfiloForm } from './ImpostazioniProfiloForm';

function ScheletroSezione({ righe }: { righe: number }) {
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="h-5 w-48 animate-pulse rounded bg-slate-200" />
      {Array.from({ length: righe }, (_, i) => (
        <div key={i} className="h-10 w-full animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

/** docs/rules.md §3 Impostazioni Profilo. */
export function ImpostazioniProfiloPage() {
  const profilo = useProfiloVenditore();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <IntestazionePagina titolo="Impostazioni Profilo">
        I dati della tua attività, gli orari e l&apos;indirizzo che i compratori vedono sul tuo profilo pubblico.
      </IntestazionePagina>
      {profilo.data ? (
        <ImpostazioniProfiloForm profilo={profilo.data} />
      ) : profilo.isError ? (
        <ErroreCaricamento onRiprova={() => void profilo.refetch()} inAttesa={profilo.isFetching} />
      ) : (
        <div aria-busy data-testid="scheletro-profilo" className="space-y-6">
          <ScheletroSezione righe={3} />
          <ScheletroSezione righe={4} />
          <ScheletroSezione righe={7} />
        </div>
      )}
    </div>
  );
}
