import { AzioniVantaggi, type AzioneVantaggi } from './AzioniVantaggi';

interface InvitoFinaleProps {
  id: string;
  titolo: string;
  testo: string;
  /** The calls to action. */
  azioni: AzioneVantaggi[];
}

export function InvitoFinale({ id, titolo, testo, azioni }: InvitoFinaleProps) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-brand-50 px-6 py-10 sm:px-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {titolo}
      </h2>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-slate-700">{testo}</p>
      <AzioniVantaggi azioni={azioni} className="mt-6 flex flex-col gap-3 sm:flex-row" />
    </section>
  );
}
