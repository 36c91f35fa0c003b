import type { AutoInParco } from '../api/area-parco';

/** docs/rules.md §3: the cars the yard search found, each with the area holding it. */
export function AutoTrovate({ trovate }: { trovate: AutoInParco[] }) {
  return (
    <section aria-labelledby="auto-trovate" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="auto-trovate" className="text-sm font-semibold text-slate-900">
        Auto trovate
      </h2>
      {trovate.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Nessuna auto trovata.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {trovate.map((auto) => (
            <li key={auto.id} className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {auto.marca} {auto.modello}
              <span className="text-xs text-slate-500">· {auto.area ? auto.area.nome : 'Non assegnata'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
