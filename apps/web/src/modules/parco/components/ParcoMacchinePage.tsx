import { LATO_MINIMO_AREA, MASSIMO_AREE_PARCO, MESSAGGI_PARCO } from '@ricambiamo/contracts';
import { Check, Move, SquareDashedMousePointer, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { messaggioErrore } from '../../../lib/graphql/messaggio-errore';
import { Button } from '../../ui/components/Button';
import { CampoRicerca } from '../../ui/components/CampoRicerca';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import type { AreaParco } from '../api/area-parco';
import { abbastanzaGrande, autoCorrisponde, primaAreaConAuto, type Rettangolo } from '../api/geometria';
import type { Modalita } from '../api/modalita';
import { useAreeParco } from '../hooks/useAreeParco';
import { useAutoParco } from '../hooks/useAutoParco';
import { useCreaArea } from '../hooks/useCreaArea';
import { useEliminaArea } from '../hooks/useEliminaArea';
import { useModificaArea } from '../hooks/useModificaArea';
import { useRipristinaArea } from '../hooks/useRipristinaArea';
import { useSpostaArea } from '../hooks/useSpostaArea';
import { AutoTrovate } from './AutoTrovate';
import { GestioneAutoDialogo } from './GestioneAutoDialogo';
import { MappaParco } from './MappaParco';
import { ModificaAreaDialogo } from './ModificaAreaDialogo';

/** Long enough to reach the Annulla of a deletion's toast. */
const DURATA_ANNULLA_MS = 8000;

/** docs/rules.md §3 Yard map (Parco Macchine). */
export function ParcoMacchinePage() {
  const aree = useAreeParco();
  const auto = useAutoParco();
  const crea = useCreaArea();
  const sposta = useSpostaArea();
  const modifica = useModificaArea();
  const elimina = useEliminaArea();
  const ripristina = useRipristinaArea();
  const [modalita, setModalita] = useState<Modalita>('normale');
  // One state for both dialogs: they exclude each other (docs/rules.md §5).
  const [dialogo, setDialogo] = useState<{ tipo: 'auto' | 'modifica'; id: string } | null>(null);
  const [testo, setTesto] = useState('');

  const erroreAlle = Math.max(aree.errorUpdatedAt, auto.errorUpdatedAt);
  useEffect(() => {
    if (erroreAlle > 0) toast.error(MESSAGGI_PARCO.caricamento);
  }, [erroreAlle]);

  const cercato = testo.trim();
  const evidenziata = cercato ? primaAreaConAuto(aree.data ?? [], cercato)?.id : undefined;
  useEffect(() => {
    if (evidenziata) document.querySelector(`[data-area-id="${evidenziata}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [evidenziata]);

  const alterna = (scelta: Modalita) => setModalita((corrente) => (corrente === scelta ? 'normale' : scelta));

  // A yard at its limit says so before anything is drawn; the service refuses the same with the same text.
  const onDisegna = () => {
    if (modalita !== 'disegno' && (aree.data?.length ?? 0) >= MASSIMO_AREE_PARCO) {
      toast.error(MESSAGGI_PARCO.troppeAree);
      return;
    }
    alterna('disegno');
  };

  const onDisegnata = async (rettangolo: Rettangolo) => {
    if (!abbastanzaGrande(rettangolo)) {
      toast.error(MESSAGGI_PARCO.areaTroppoPiccola);
      return;
    }
    try {
      await crea.mutateAsync(rettangolo);
      toast.success(MESSAGGI_PARCO.areaCreata);
      setModalita('normale');
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_PARCO.creazione));
    }
  };

  const onSpostata = async (area: AreaParco, { posizioneX, posizioneY }: Pick<Rettangolo, 'posizioneX' | 'posizioneY'>) => {
    if (area.posizioneX === posizioneX && area.posizioneY === posizioneY) return;
    try {
      await sposta.mutateAsync({ id: area.id, posizioneX, posizioneY });
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_PARCO.spostamento));
    }
  };

  const onTastiera = async (area: AreaParco, nuovo: Rettangolo) => {
    if (nuovo.larghezza === area.larghezza && nuovo.altezza === area.altezza) {
      await onSpostata(area, nuovo);
      return;
    }
    try {
      const { id: areaId, nome, descrizione, colore } = area;
      await modifica.mutateAsync({ areaId, nome, descrizione: descrizione ?? null, colore, larghezza: nuovo.larghezza, altezza: nuovo.altezza });
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_PARCO.aggiornamento));
    }
  };

  const onRipristina = async (area: AreaParco) => {
    try {
      await ripristina.mutateAsync(area);
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_PARCO.creazione));
    }
  };

  // docs/rules.md §8: no confirmation; the toast's Annulla puts the area back instead.
  const onElimina = async (area: AreaParco) => {
    setDialogo((aperto) => (aperto?.id === area.id ? null : aperto));
    try {
      await elimina.mutateAsync(area.id);
      toast.success(MESSAGGI_PARCO.areaEliminata, {
        duration: DURATA_ANNULLA_MS,
        action: { label: 'Annulla', onClick: () => void onRipristina(area) },
      });
    } catch (error) {
      toast.error(messaggioErrore(error, MESSAGGI_PARCO.eliminazione));
    }
  };

  const areaDialogo = dialogo && aree.data?.find((area) => area.id === dialogo.id);
  const chiudi = () => setDialogo(null);

  return (
    <div className="space-y-5">
      <TitoloPagina titolo="Parco Macchine" />
      <header className="flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Parco Macchine</h1>
          <p className="mt-1 text-sm text-slate-600">Gestisci le aree del tuo parco auto</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <CampoRicerca valore={testo} onCambia={setTesto} placeholder="Cerca auto..." className="sm:w-64" />
          <Button variante={modalita === 'disegno' ? 'accent' : 'primary'} onClick={onDisegna}>
            {modalita === 'disegno' ? <X aria-hidden className="size-4" /> : <SquareDashedMousePointer aria-hidden className="size-4" />}
            {modalita === 'disegno' ? 'Annulla Disegno' : 'Disegna Area'}
          </Button>
          <Button variante={modalita === 'spostamento' ? 'accent' : 'secondary'} onClick={() => alterna('spostamento')}>
            {modalita === 'spostamento' ? <Check aria-hidden className="size-4" /> : <Move aria-hidden className="size-4" />}
            {modalita === 'spostamento' ? 'Fine Spostamento' : 'Sposta Aree'}
          </Button>
        </div>
      </header>

      {cercato && aree.data && auto.data && <AutoTrovate trovate={auto.data.filter((candidata) => autoCorrisponde(candidata, cercato))} />}

      {aree.data && auto.data ? (
        <div className="relative">
          {/*
            Over the map rather than above it: a hint pushing the map down as the mode starts moved the ground from
            under the pointer just as the seller was about to drag. Empty in normal mode, so the change is announced.
          */}
          <div role="status" className="pointer-events-none absolute inset-x-3 top-3 z-20 flex justify-center">
            {modalita !== 'normale' && (
              <p className="rounded-lg border border-brand-200 bg-brand-50/95 px-4 py-2.5 text-sm text-brand-800 shadow-md">
                {modalita === 'disegno'
                  ? `Clicca e trascina sulla mappa per disegnare una nuova area (dimensione minima ${LATO_MINIMO_AREA}x${LATO_MINIMO_AREA} pixel).`
                  : "Trascina un'area e rilasciala nella nuova posizione."}
              </p>
            )}
          </div>
          <MappaParco
            aree={aree.data}
            modalita={modalita}
            evidenziata={evidenziata}
            onDisegnata={(rettangolo) => void onDisegnata(rettangolo)}
            onSpostata={(area, posizione) => void onSpostata(area, posizione)}
            onTastiera={(area, nuovo) => void onTastiera(area, nuovo)}
            onApri={(area) => setDialogo({ tipo: 'auto', id: area.id })}
            onModifica={(area) => setDialogo({ tipo: 'modifica', id: area.id })}
            onElimina={(area) => void onElimina(area)}
          />
          {aree.data.length === 0 && modalita === 'normale' && (
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6">
              <div className="max-w-sm rounded-2xl border border-dashed border-slate-300 bg-white/95 px-6 py-8 text-center shadow-sm">
                <p className="font-semibold text-slate-900">Nessuna area nel parco</p>
                <p className="mt-1 text-sm text-slate-600">
                  Premi Disegna Area, poi clicca e trascina sulla mappa per creare la prima area del tuo parco.
                </p>
              </div>
            </div>
          )}
        </div>
      ) : aree.isError || auto.isError ? (
        <ErroreCaricamento
          messaggio={MESSAGGI_PARCO.caricamento}
          inAttesa={aree.isFetching || auto.isFetching}
          onRiprova={() => {
            void aree.refetch();
            void auto.refetch();
          }}
        />
      ) : (
        <div aria-busy data-testid="scheletro-parco" className="h-[max(600px,calc(100vh-16rem))] animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
      )}

      {areaDialogo && dialogo?.tipo === 'auto' && <GestioneAutoDialogo area={areaDialogo} auto={auto.data ?? []} onChiudi={chiudi} />}
      {areaDialogo && dialogo?.tipo === 'modifica' && <ModificaAreaDialogo area={areaDialogo} onChiudi={chiudi} />}
    </div>
  );
}
