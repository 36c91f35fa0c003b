import { AzioniVantaggi, type AzioneVantaggi } from './AzioniVantaggi';

interface IntestazioneVantaggiProps {
  occhiello: string;
  titolo: string;
  introduzione: string;
  /** The page's calls to action. */
  azioni: AzioneVantaggi[];
}

export function IntestazioneVantaggi({ occhiello, titolo, introduzione, azioni }: IntestazioneVantaggiProps) {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-950 text-white">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:max-w-5xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{occhiello}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{titolo}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-brand-100">{introduzione}</p>
        <AzioniVantaggi azioni={azioni} className="mt-8 flex flex-col gap-3 sm:flex-row" />
      </div>
    </header>
  );
}
