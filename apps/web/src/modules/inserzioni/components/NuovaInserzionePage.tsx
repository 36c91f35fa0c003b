import { COSTO_GETTONI, type Inserzione } from '@ricambiamo/contracts';
import { useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { useSessione } from '../../auth/hooks/useSessione';
import { bozzeDi, type Bozza, type BozzeVenditore } from '../api/bozza-inserzione';
import { resolverInserzione, type InserzioneForm } from '../api/inserzione-form';
import { useCreaInserzione } from '../hooks/useSalvaInserzione';
import { useDatiVendita } from '../../tracciabilita/api/dati-vendita';
import { AvvisoDatiVendita } from '../../tracciabilita/components/AvvisoDatiVendita';
import { AvvisoBozza } from './AvvisoBozza';
import { FormInserzione } from './FormInserzione';

const BOZZA_ELIMINATA = 'Bozza eliminata';

const VUOTA: InserzioneForm = {
  marca: '',
  modello: '',
  anno: '',
  km: '',
  cv: '',
  kw: '',
  cilindrata: '',
  carburante: '',
  codiceMotore: '',
  numeroTelaio: '',
  descrizione: '',
  immagini: [],
  ricambi: [],
};

/**
 * The page keeps the seller's draft (bozza-inserzione): the form starts from it, saves every change to it and forgets
 * it once published. Starting over mounts a fresh form, photos included; the toast that says so can bring the draft
 * back, since one click would otherwise throw away a car's worth of typing.
 */
export function NuovaInserzionePage() {
  // Behind the seller guard, so a seller is signed in when the page mounts.
  const venditoreId = useSessione().utente?.id;
  const [bozze] = useState(() => (venditoreId ? bozzeDi(venditoreId) : null));
  const [modulo, setModulo] = useState(() => ({ numero: 0, bozza: bozze?.leggi() ?? null }));
  const monta = (bozza: Bozza | null) => setModulo(({ numero }) => ({ numero: numero + 1, bozza }));
  const ricomincia = () => {
    const scartata = bozze?.leggi() ?? null;
    bozze?.cancella();
    monta(null);
    if (!bozze || !scartata) return;
    toast(BOZZA_ELIMINATA, {
      // Long enough to read it and reach the button, on a phone too.
      duration: 10_000,
      action: {
        label: 'Annulla',
        onClick: () => {
          bozze.salva({ ...scartata.valori, immagini: scartata.immagini });
          monta(scartata);
        },
      },
    });
  };
  return <ModuloNuovaInserzione key={modulo.numero} bozze={bozze} bozza={modulo.bozza} onRicomincia={ricomincia} />;
}

interface ModuloProps {
  /** Null where this browser keeps no draft. */
  bozze: BozzeVenditore | null;
  bozza: Bozza | null;
  onRicomincia: () => void;
}

function ModuloNuovaInserzione({ bozze, bozza, onRicomincia }: ModuloProps) {
  const crea = useCreaInserzione();
  // Art. 30 DSA: "Pubblica" waits for the seller's complete "Dati per la vendita"; the draft is kept meanwhile.
  const incompleti = useDatiVendita().data?.completa === false;
  // Set once the listing exists: nothing may write the draft back on the way out.
  const pubblicata = useRef(false);
  const salvaBozza = useMemo(
    () =>
      bozze
        ? (valori: InserzioneForm) => {
            if (!pubblicata.current) bozze.salva(valori);
          }
        : undefined,
    [bozze],
  );

  return (
    <FormInserzione
      operazione="creazione"
      titoloPagina="Nuova Inserzione"
      descrizione={
        <>Pubblica un veicolo con i suoi ricambi: costa {COSTO_GETTONI.creazioneInserzione} gettoni ed è visibile subito.</>
      }
      avviso={
        <>
          {incompleti && <AvvisoDatiVendita />}
          {bozza && <AvvisoBozza fotoScadute={bozza.fotoScadute} onRicomincia={onRicomincia} />}
        </>
      }
      bloccata={incompleti}
      valori={bozza ? { ...bozza.valori, immagini: bozza.immagini } : VUOTA}
      resolver={resolverInserzione}
      onCambio={salvaBozza}
      salva={async (input: Inserzione) => {
        const auto = await crea.mutateAsync(input);
        pubblicata.current = true;
        bozze?.cancella();
        return auto.id;
      }}
    />
  );
}
