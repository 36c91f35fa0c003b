import type { ComponentProps, ReactNode } from 'react';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { GrigliaVantaggi } from './GrigliaVantaggi';
import { IntestazioneVantaggi } from './IntestazioneVantaggi';
import { InvitoFinale } from './InvitoFinale';
import { PassiVantaggi } from './PassiVantaggi';

interface PaginaVantaggiProps {
  /** What search engines show under the page's name, which is the header's eyebrow. */
  descrizione: string;
  intestazione: ComponentProps<typeof IntestazioneVantaggi>;
  vantaggi: ComponentProps<typeof GrigliaVantaggi>;
  passi: ComponentProps<typeof PassiVantaggi>;
  invito: Omit<ComponentProps<typeof InvitoFinale>, 'id'>;
  /** The page's own sections, between its benefits and its steps. */
  children: ReactNode;
}

/** A benefits page, for buyers or for sellers: the header, the benefits, the page's own sections, the steps, the last call. */
export function PaginaVantaggi({ descrizione, intestazione, vantaggi, passi, invito, children }: PaginaVantaggiProps) {
  return (
    <>
      <TitoloPagina titolo={intestazione.occhiello} descrizione={descrizione} />
      <IntestazioneVantaggi {...intestazione} />

      <div className="mx-auto max-w-3xl space-y-16 px-4 py-16 sm:px-6 lg:max-w-5xl">
        <GrigliaVantaggi {...vantaggi} />
        {children}
        <PassiVantaggi {...passi} />
        <InvitoFinale id="inizia" {...invito} />
      </div>
    </>
  );
}
