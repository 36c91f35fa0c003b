import { FORMATI_FOGLIO, type FormatoFoglio } from '@ricambiamo/contracts';
import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { fileMagazzino, fileModello, type FileDaScaricare } from '../api/file-importazione';
import { useScaricaFile } from '../hooks/useScaricaFile';

const NOMI_FORMATO: Record<FormatoFoglio, string> = { csv: 'CSV', xlsx: 'Excel' };

interface SchedaProps {
  /** The card's heading, and the buttons' names before their format: "Scarica il modello CSV". */
  titolo: string;
  file: (formato: FormatoFoglio) => FileDaScaricare;
  scaricamento: ReturnType<typeof useScaricaFile>;
  children: ReactNode;
}

function Scheda({ titolo, file, scaricamento: { scarica, inCorso }, children }: SchedaProps) {
  const id = useId();
  return (
    <article aria-labelledby={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="font-semibold text-slate-900">
        {titolo}
      </h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{children}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {FORMATI_FOGLIO.map((formato) => {
          const daScaricare = file(formato);
          return (
            <Button
              key={formato}
              variante="secondary"
              aria-label={`${titolo} ${NOMI_FORMATO[formato]}`}
              inAttesa={inCorso === daScaricare.url}
              onClick={() => void scarica(daScaricare)}
            >
              <Download aria-hidden className="size-4" />
              {NOMI_FORMATO[formato]}
            </Button>
          );
        })}
      </div>
    </article>
  );
}

/** docs/rules.md §3.13: the template to fill in and the seller's stock in the same format, each as CSV or Excel. */
export function ScaricaModelli() {
  const scaricamento = useScaricaFile();
  return (
    <section aria-labelledby="modello-e-magazzino" className="space-y-3">
      <h2 id="modello-e-magazzino" className="sr-only">
        Modello e magazzino
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Scheda titolo="Scarica il modello" file={fileModello} scaricamento={scaricamento}>
          Il foglio da compilare, con le istruzioni: una riga per auto con il tuo codice interno, i ricambi in colonna e
          fino a 5 foto.
        </Scheda>
        <Scheda titolo="Esporta il tuo magazzino" file={fileMagazzino} scaricamento={scaricamento}>
          Tutte le tue auto nel formato del modello, con i nomi delle foto: modificalo e caricalo di nuovo.
        </Scheda>
      </div>
    </section>
  );
}
