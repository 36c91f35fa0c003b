import { COSTO_GETTONI, MESSAGGI, type Inserzione } from '@ricambiamo/contracts';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { ApiError } from '../../../lib/graphql/api-error';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { useSessione } from '../../auth/hooks/useSessione';
import { bozzeDi, type Bozza, type BozzeVenditore } from '../api/bozza-inserzione';
import { resolverInserzione, type InserzioneForm } from '../api/inserzione-form';
import { useCaricaFoto } from '../hooks/useCaricaFoto';
import { useCreaInserzione } from '../hooks/useSalvaInserzione';
import { AvvisoBozza } from './AvvisoBozza';
import { CaricaFoto } from './CaricaFoto';
import { CampiVeicolo } from './CampiVeicolo';
import { CampoDescrizione } from './CampoDescrizione';
import { InvioInserzione } from './InvioInserzione';
import { SezioneForm } from '../../ui/components/SezioneForm';
import { SezioneRicambi } from './SezioneRicambi';

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
  const navigate = useNavigate();
  const crea = useCreaInserzione();
  const caricamento = useCaricaFoto(bozza?.immagini);
  const [gettoniInsufficienti, setGettoniInsufficienti] = useState<string | null>(null);
  const form = useForm<InserzioneForm, unknown, Inserzione>({
    resolver: resolverInserzione,
    defaultValues: bozza ? { ...bozza.valori, immagini: bozza.immagini } : VUOTA,
  });
  const {
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  // Set once the listing exists: nothing may write the draft back on the way out.
  const pubblicata = useRef(false);

  useEffect(() => {
    setValue('immagini', caricamento.chiavi, { shouldValidate: isSubmitted });
  }, [caricamento.chiavi, isSubmitted, setValue]);

  useEffect(() => {
    if (!bozze) return;
    const { unsubscribe } = form.watch(() => {
      if (!pubblicata.current) bozze.salva(form.getValues());
    });
    return unsubscribe;
  }, [form, bozze]);

  const onSubmit = handleSubmit(async (input) => {
    setGettoniInsufficienti(null);
    try {
      const auto = await crea.mutateAsync(input);
      pubblicata.current = true;
      bozze?.cancella();
      toast.success(MESSAGGI.inserzione.creata);
      await navigate(`/inserzione/${auto.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_TOKENS_CREATE') {
        setGettoniInsufficienti(error.message);
        toast.error(error.message);
        return;
      }
      reportFormError(
        error,
        setError,
        ['marca', 'modello', 'anno', 'km', 'cv', 'kw', 'cilindrata', 'carburante', 'numeroTelaio', 'descrizione', 'immagini'],
        MESSAGGI.inserzione.erroreCreazione,
        MESSAGGI.inserzione.autenticazioneRichiesta,
      );
    }
  });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <TitoloPagina titolo="Nuova Inserzione" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Nuova Inserzione</h1>
        <p className="mt-1 text-sm text-slate-600">
          Pubblica un veicolo con i suoi ricambi: costa {COSTO_GETTONI.creazioneInserzione} gettoni ed è visibile subito.
        </p>
      </header>
      {bozza && <AvvisoBozza fotoScadute={bozza.fotoScadute} onRicomincia={onRicomincia} />}
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
          <SezioneForm titolo="Dati del veicolo">
            <div className="space-y-4">
              <CampiVeicolo />
              <CampoDescrizione />
            </div>
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
            <SezioneRicambi />
          </SezioneForm>
          <InvioInserzione
            gettoniInsufficienti={gettoniInsufficienti}
            inInvio={isSubmitting}
            fotoInCaricamento={caricamento.inCorso}
          >
            <Send aria-hidden className="size-4" />
            Pubblica Inserzione
          </InvioInserzione>
        </form>
      </FormProvider>
    </div>
  );
}
