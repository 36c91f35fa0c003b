import { COSTO_GETTONI, MESSAGGI } from '@ricambiamo/contracts';
import { Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { formattaNumero } from '../../../lib/format/formatta-data';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { ApiError } from '../../../lib/graphql/api-error';
import type { AutoDettaglio } from '../../catalogo/api/auto-dettaglio';
import { isNonTrovato } from '../../catalogo/api/non-trovato';
import { ETICHETTA_CARBURANTE } from '../../catalogo/api/etichette';
import { RicambiVenduti } from '../../ordini/components/RicambiVenduti';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import {
  centesimiInEuro,
  resolverModifica,
  type InserzioneForm,
  type ModificaInserzione,
} from '../api/inserzione-form';
import { useCaricaFoto } from '../hooks/useCaricaFoto';
import { useInserzioneDaModificare } from '../hooks/useInserzioneDaModificare';
import { useAggiornaInserzione } from '../hooks/useSalvaInserzione';
import { CaricaFoto } from './CaricaFoto';
import { CampoDescrizione } from './CampoDescrizione';
import { InvioInserzione } from './InvioInserzione';
import { SezioneForm } from '../../ui/components/SezioneForm';
import { SezioneRicambi } from './SezioneRicambi';

/** The vehicle's data is fixed once published (docs/rules.md §3 Edit listing); only description, photos and parts change. */
function FormModifica({ auto }: { auto: AutoDettaglio }) {
  const navigate = useNavigate();
  const aggiorna = useAggiornaInserzione();
  const caricamento = useCaricaFoto(auto.immagini);
  const [gettoniInsufficienti, setGettoniInsufficienti] = useState<string | null>(null);
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
        })) as Parameters<typeof resolverModifica>[0],
      ),
    [venduti],
  );
  const form = useForm<InserzioneForm, unknown, ModificaInserzione>({
    resolver,
    defaultValues: {
      marca: auto.marca,
      modello: auto.modello,
      anno: String(auto.anno),
      km: String(auto.km),
      cv: String(auto.cv),
      kw: String(auto.kw),
      cilindrata: String(auto.cilindrata),
      carburante: auto.carburante,
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
        })),
    },
  });
  const {
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;

  useEffect(() => {
    setValue('immagini', caricamento.chiavi, { shouldValidate: isSubmitted, shouldDirty: true });
  }, [caricamento.chiavi, isSubmitted, setValue]);

  const onSubmit = handleSubmit(async (input) => {
    setGettoniInsufficienti(null);
    try {
      await aggiorna.mutateAsync({ ...input, id: auto.id });
      toast.success(MESSAGGI.inserzione.aggiornata);
      await navigate(`/inserzione/${auto.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_TOKENS_EDIT') {
        setGettoniInsufficienti(error.message);
        toast.error(error.message);
        return;
      }
      reportFormError(
        error,
        setError,
        ['descrizione', 'immagini'],
        MESSAGGI.inserzione.erroreAggiornamento,
        MESSAGGI.inserzione.datiMancanti,
      );
    }
  });

  const titolo = `${auto.marca} ${auto.modello}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <TitoloPagina titolo={`Modifica ${titolo}`} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Modifica Inserzione</h1>
        <p className="mt-1 text-sm text-slate-600">
          {titolo} · {auto.anno} · {formattaNumero(auto.km)} km · {auto.cv} CV · {ETICHETTA_CARBURANTE[auto.carburante]}.
          Puoi cambiare descrizione, foto e ricambi; ogni modifica costa {COSTO_GETTONI.modificaInserzione} gettone.
        </p>
      </header>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
          <SezioneForm titolo="Descrizione">
            <CampoDescrizione />
          </SezioneForm>
          <SezioneForm titolo="Foto">
            <CaricaFoto
              foto={caricamento.foto}
              scarti={caricamento.scarti}
              errore={errors.immagini?.message ?? errors.immagini?.root?.message}
              onAggiungi={(files) => void caricamento.aggiungi(files)}
              onRimuovi={caricamento.rimuovi}
            />
          </SezioneForm>
          <SezioneForm titolo="Ricambi">
            <SezioneRicambi venduti={venduti} />
          </SezioneForm>
          <SezioneForm titolo="Ricambi venduti" descrizione="Ricambi in ordini non cancellati: riservati finché l'ordine non è completato.">
            <RicambiVenduti autoId={auto.id} />
          </SezioneForm>
          <InvioInserzione
            gettoniInsufficienti={gettoniInsufficienti}
            inInvio={isSubmitting}
            fotoInCaricamento={caricamento.inCorso}
          >
            <Save aria-hidden className="size-4" />
            Salva Modifiche
          </InvioInserzione>
        </form>
      </FormProvider>
    </div>
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
