import type { ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { GettoniInsufficienti } from './GettoniInsufficienti';

interface Props {
  /** The insufficient-tokens message from the last attempt, if any. */
  gettoniInsufficienti: string | null;
  inInvio: boolean;
  fotoInCaricamento: boolean;
  /** Disabled whatever the form holds, until what the page's notice asks is done. */
  bloccata?: boolean;
  /** The button's icon and label. */
  children: ReactNode;
}

/** The end of the listing forms: the token warning and a submit that waits for photos still uploading. */
export function InvioInserzione({ gettoniInsufficienti, inInvio, fotoInCaricamento, bloccata = false, children }: Props) {
  return (
    <>
      {gettoniInsufficienti && <GettoniInsufficienti messaggio={gettoniInsufficienti} />}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {fotoInCaricamento && <p className="text-sm text-slate-500">Attendi il termine del caricamento delle foto…</p>}
        <Button type="submit" inAttesa={inInvio} disabled={fotoInCaricamento || bloccata} className="px-6 py-3">
          {children}
        </Button>
      </div>
    </>
  );
}
