import type { ReactNode } from 'react';

export function SezioneForm({ titolo, descrizione, children }: { titolo: string; descrizione?: string; children: ReactNode }) {
  const id = `sezione-${titolo.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {titolo}
      </h2>
      {descrizione && <p className="mt-0.5 text-sm text-slate-500">{descrizione}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
