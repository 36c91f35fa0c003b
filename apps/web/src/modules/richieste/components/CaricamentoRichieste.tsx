/** A list of requests on its way: three cards' outlines, named for assistive technology. */
export function CaricamentoRichieste({ etichetta }: { etichetta: string }) {
  return (
    <div aria-busy="true" aria-label={etichetta} className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
          <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
