import { allowedImageTypes, IMAGE_CONTENT_TYPE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { CircleAlert, ImagePlus, LoaderCircle, Trash2, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { buttonClasses } from '../../ui/components/Button';
import { urlImmagineProfilo } from '../../vetrina/api/immagini-profilo';
import type { ImmagineProfilo } from '../hooks/useImmagineProfilo';

const TESTI = {
  banner: { etichetta: 'Banner', articolo: 'il banner', suggerimento: 'JPG o JPEG, massimo 5MB. Largo e basso: circa 1600×400 pixel.' },
  logo: { etichetta: 'Logo', articolo: 'il logo', suggerimento: 'JPG, JPEG o PNG, massimo 5MB. Quadrato: almeno 300×300 pixel.' },
} as const;

interface CampoImmagineProfiloProps {
  immagine: ImmagineProfilo;
  /** The key the form will save: the profile's image, a new upload, or null. */
  chiave: string | null;
  onRimuovi: () => void;
  /** The server's reason, when it refused the key at save. */
  erroreCampo?: string;
}

function Avanzamento({ immagine, nome }: { immagine: ImmagineProfilo; nome: string }) {
  const { caricamento } = immagine;
  if (caricamento.stato === 'invio') {
    return (
      <div className="space-y-1">
        <progress
          value={caricamento.progresso}
          max={1}
          aria-label={`Caricamento ${nome}`}
          className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
        />
        <p className="text-xs text-slate-500">Caricamento {Math.round(caricamento.progresso * 100)}%</p>
      </div>
    );
  }
  if (caricamento.stato === 'elaborazione') {
    return (
      <p className="flex items-center gap-1 text-xs text-amber-700">
        <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
        In elaborazione…
      </p>
    );
  }
  return null;
}

/** docs/rules.md §3 Immagini: one file each, with preview, upload progress, replace and remove. */
export function CampoImmagineProfilo({ immagine, chiave, onRimuovi, erroreCampo }: CampoImmagineProfiloProps) {
  const id = useId();
  const testi = TESTI[immagine.kind];
  const banner = immagine.kind === 'banner';
  const inCorso = immagine.caricamento.stato !== 'fermo';
  const anteprima = immagine.anteprimaLocale ?? urlImmagineProfilo(chiave);
  const errore = immagine.errore ?? erroreCampo;

  const scegli = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    // The same file can be chosen again after removing it.
    event.target.value = '';
    if (file) void immagine.scegli(file);
  };

  return (
    <div>
      <p className="mb-2 text-sm font-medium text-slate-700">{testi.etichetta}</p>
      <div className={clsx('flex flex-col gap-3', !banner && 'sm:flex-row sm:items-start sm:gap-5')}>
        <div
          className={clsx(
            'relative shrink-0 overflow-hidden border bg-slate-50',
            banner ? 'aspect-[4/1] w-full rounded-xl' : 'size-28 rounded-2xl',
            errore ? 'border-red-300' : 'border-slate-200',
          )}
        >
          {anteprima ? (
            <img
              src={anteprima}
              alt={`Anteprima ${testi.articolo}`}
              className={clsx('size-full object-cover', inCorso && 'opacity-60')}
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-500">
              <ImagePlus aria-hidden className="size-7" />
              <span className="text-xs font-medium">Nessun {testi.etichetta.toLowerCase()}</span>
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p id={`${id}-suggerimento`} className="text-xs text-slate-500">
            {testi.suggerimento}
          </p>
          <Avanzamento immagine={immagine} nome={testi.articolo} />
          <div className="flex flex-wrap gap-2">
            {inCorso ? (
              <button type="button" onClick={immagine.annulla} className={buttonClasses('secondary', 'px-3 py-2')}>
                <X aria-hidden className="size-4" />
                Annulla caricamento
              </button>
            ) : (
              <>
                <label
                  htmlFor={`${id}-file`}
                  className={clsx(buttonClasses('secondary', 'cursor-pointer px-3 py-2'), 'focus-within:ring-2 focus-within:ring-brand-200')}
                >
                  <ImagePlus aria-hidden className="size-4" />
                  {chiave ? 'Sostituisci' : `Carica ${testi.etichetta.toLowerCase()}`}
                </label>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={allowedImageTypes('profile-images', immagine.kind).map((tipo) => IMAGE_CONTENT_TYPE[tipo]).join(',')}
                  aria-label={`Carica ${testi.etichetta.toLowerCase()}`}
                  aria-describedby={`${id}-suggerimento`}
                  onChange={scegli}
                  className="sr-only"
                />
                {chiave && (
                  <button type="button" onClick={onRimuovi} className={buttonClasses('ghost', 'px-3 py-2 text-red-700 hover:bg-red-50')}>
                    <Trash2 aria-hidden className="size-4" />
                    Rimuovi {testi.etichetta.toLowerCase()}
                  </button>
                )}
              </>
            )}
          </div>
          {errore && (
            <p role="alert" className="flex items-start gap-1 text-sm text-red-600">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {errore}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
