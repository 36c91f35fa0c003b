import { MAX_IMMAGINI_INSERZIONE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { urlMiniaturaAuto } from '../../catalogo/api/immagini-auto';
import type { Foto, Scarto } from '../hooks/useCaricaFoto';

interface CaricaFotoProps {
  foto: Foto[];
  scarti: Scarto[];
  errore?: string;
  onAggiungi: (files: File[]) => void;
  onRimuovi: (id: string) => void;
}

/** A photo picked here goes by its file's name; one already saved by its place in the list ("Foto 2"). */
const nomeFoto = (foto: Foto, indice: number) => foto.nome ?? `Foto ${indice + 1}`;

function StatoFoto({ foto, nome }: { foto: Foto; nome: string }) {
  switch (foto.stato) {
    case 'invio':
      return (
        <>
          <progress
            value={foto.progresso}
            max={1}
            aria-label={`Caricamento di ${nome}`}
            className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          />
          <span className="text-xs text-slate-500">Caricamento {Math.round(foto.progresso * 100)}%</span>
        </>
      );
    case 'elaborazione':
      return (
        <span className="flex items-center gap-1 text-xs text-amber-700">
          <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
          In elaborazione…
        </span>
      );
    case 'pronta':
      return (
        <span className="flex items-center gap-1 text-xs text-emerald-700">
          <CircleCheck aria-hidden className="size-3.5" />
          Pronta
        </span>
      );
    case 'errore':
      return (
        <span role="alert" className="flex items-start gap-1 text-xs text-red-700">
          <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {foto.messaggio}
        </span>
      );
  }
}

/** docs/rules.md §3/§6 photos: the hint, up to 5 files with progress, processing state, failures and a remove button each. */
export function CaricaFoto({ foto, scarti, errore, onAggiungi, onRimuovi }: CaricaFotoProps) {
  const id = useId();
  const pieno = foto.filter((f) => f.stato !== 'errore').length >= MAX_IMMAGINI_INSERZIONE;

  const scegli = (event: ChangeEvent<HTMLInputElement>) => {
    onAggiungi(Array.from(event.target.files ?? []));
    // The same file can be chosen again after removing it.
    event.target.value = '';
  };

  return (
    <div>
      <p id={`${id}-suggerimento`} className="text-sm text-slate-600">
        Carica esattamente 5 foto: frontale, lato destro, lato sinistro, posteriore, interni. JPG o PNG, massimo 5MB
        ciascuna.
      </p>
      <ul aria-label="Foto caricate" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {foto.map((f, indice) => {
          const nome = nomeFoto(f, indice);
          const miniatura = f.stato === 'pronta' && f.key ? urlMiniaturaAuto(f.key) : null;
          return (
            <li
              key={f.id}
              className={clsx(
                'relative flex flex-col overflow-hidden rounded-xl border bg-white',
                f.stato === 'errore' ? 'border-red-300' : 'border-slate-200',
              )}
            >
              {miniatura ? (
                <img src={miniatura} alt="" className="aspect-[4/3] w-full object-cover" />
              ) : (
                <div aria-hidden className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-slate-400">
                  <ImagePlus className="size-8" />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-1 p-2">
                <span className="truncate text-xs font-medium text-slate-700" title={nome}>
                  {nome}
                </span>
                <StatoFoto foto={f} nome={nome} />
              </div>
              <button
                type="button"
                onClick={() => onRimuovi(f.id)}
                aria-label={`Rimuovi ${nome}`}
                className="absolute right-1.5 top-1.5 flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          );
        })}
        {!pieno && (
          <li>
            <label
              htmlFor={`${id}-file`}
              className={clsx(
                'flex aspect-[4/3] h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-center text-sm font-medium transition focus-within:ring-2 focus-within:ring-brand-200',
                errore ? 'border-red-300 bg-red-50 text-red-700' : 'border-slate-300 bg-slate-50 text-slate-600 hover:border-brand-400 hover:text-brand-700',
              )}
            >
              <ImagePlus aria-hidden className="size-6" />
              Aggiungi foto
              <span className="text-xs font-normal text-slate-500">
                {foto.length}/{MAX_IMMAGINI_INSERZIONE}
              </span>
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png"
              multiple
              aria-describedby={`${id}-suggerimento`}
              aria-label="Aggiungi foto"
              onChange={scegli}
              className="sr-only"
            />
          </li>
        )}
      </ul>
      {errore && <p className="mt-2 text-sm text-red-600">{errore}</p>}
      {scarti.length > 0 && (
        <ul role="alert" aria-label="Foto non accettate" className="mt-3 space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {scarti.map((s) => (
            <li key={s.nome + s.messaggio}>
              <strong className="font-semibold">{s.nome}</strong>: {s.messaggio}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
