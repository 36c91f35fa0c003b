import { COSTO_GETTONI, MESSAGGI } from '@ricambiamo/contracts';
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { formattaNumero } from '../../../lib/format/formatta-data';
import type { AutoDettaglio } from '../../catalogo/api/auto-dettaglio';
import { isNonTrovato } from '../../catalogo/api/non-trovato';
import { ETICHETTA_CARBURANTE } from '../../catalogo/api/etichette';
import { RicambiVenduti } from '../../ordini/components/RicambiVenduti';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { SezioneForm } from '../../ui/components/SezioneForm';
import {
  centesimiInEuro,
  resolverModifica,
  type InserzioneForm,
  type ModificaInserzione,
} from '../api/inserzione-form';
import { useInserzioneDaModificare } from '../hooks/useInserzioneDaModificare';
import { useAggiornaInserzione } from '../hooks/useSalvaInserzione';
import { FormInserzione } from './FormInserzione';

/** The vehicle's data is fixed once published (docs/rules.md §3 Edit listing); only description, photos and parts change. */
function FormModifica({ auto }: { auto: AutoDettaglio }) {
  const aggiorna = useAggiornaInserzione();
  const venduti = useMemo(() => auto.ricambi.filter((r) => !r.disponibile), [auto.ricambi]);
  const resolver = useMemo(
    () =>
      resolverModifica(
        venduti.map((r) => ({
          id: r.id,
          nome: r.nome,
          descrizione: r.descrizione,
          prezzoCentesimi: r.prezzoCentesimi,
          spedizioneCentesimi: r.spedizioneCentesimi,
          grado: r.grado,
          garanziaGiorni: r.garanziaGiorni,
          codiceOem: r.codiceOem,
          codiceCambio: r.codiceCambio,
        })) as Parameters<typeof resolverModifica>[0],
      ),
    [venduti],
  );

  const titolo = `${auto.marca} ${auto.modello}`;
  return (
    <FormInserzione
      operazione="modifica"
      titoloPagina={`Modifica ${titolo}`}
      descrizione={
        <>
          {titolo} · {auto.anno} · {formattaNumero(auto.km)} km · {auto.cv} CV · {ETICHETTA_CARBURANTE[auto.carburante]}.
          Puoi cambiare descrizione, foto e ricambi; ogni modifica costa {COSTO_GETTONI.modificaInserzione} gettone.
        </>
      }
      valori={{
        marca: auto.marca,
        modello: auto.modello,
        anno: String(auto.anno),
        km: String(auto.km),
        cv: String(auto.cv),
        kw: String(auto.kw),
        cilindrata: String(auto.cilindrata),
        carburante: auto.carburante,
        codiceMotore: auto.codiceMotore ?? '',
        numeroTelaio: auto.numeroTelaio ?? '',
        descrizione: auto.descrizione ?? '',
        immagini: auto.immagini,
        ricambi: auto.ricambi
          .filter((r) => r.disponibile)
          .map((r) => ({
            id: r.id,
            nome: r.nome as InserzioneForm['ricambi'][number]['nome'],
            prezzo: centesimiInEuro(r.prezzoCentesimi),
            spedizione: centesimiInEuro(r.spedizioneCentesimi),
            grado: r.grado ?? '',
            garanziaGiorni: String(r.garanziaGiorni),
            codiceOem: r.codiceOem ?? '',
            codiceCambio: r.codiceCambio ?? '',
          })),
      }}
      resolver={resolver}
      venduti={venduti}
      salva={async (input: ModificaInserzione) => {
        await aggiorna.mutateAsync({ ...input, id: auto.id });
        return auto.id;
      }}
    >
      <SezioneForm titolo="Ricambi venduti" descrizione="Ricambi in ordini non cancellati: riservati finché l'ordine non è completato.">
        <RicambiVenduti autoId={auto.id} />
      </SezioneForm>
    </FormInserzione>
  );
}

export function ModificaInserzionePage() {
  const { id = '' } = useParams();
  const inserzione = useInserzioneDaModificare(id);

  useEffect(() => {
    // docs/rules.md §3/§8: a listing that is missing, not the seller's, or unreadable sends the seller back to the dashboard,
    // saying which of the two it was (catalogue answers "not found" for another seller's listing too).
    if (!inserzione.isError) return;
    const testo = isNonTrovato(inserzione.error) ? MESSAGGI.inserzione.nonTrovata : MESSAGGI.inserzione.erroreCaricamento;
    toast.error(testo, { id: 'errore-inserzione' });
  }, [inserzione.isError, inserzione.error]);

  if (inserzione.isPending) return <PageSpinner />;
  if (inserzione.isError) return <Navigate to="/venditore" replace />;
  return <FormModifica key={inserzione.data.id} auto={inserzione.data} />;
}
