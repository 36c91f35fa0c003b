import { CAMPI_AUTO, MESSAGGI } from '@ricambiamo/contracts';
import { Save, Send } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { ApiError } from '../../../lib/graphql/api-error';
import type { Ricambio } from '../../catalogo/api/auto-dettaglio';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { SezioneForm } from '../../ui/components/SezioneForm';
import type { InserzioneForm } from '../api/inserzione-form';
import { useCaricaFoto } from '../hooks/useCaricaFoto';
import { CampiVeicolo } from './CampiVeicolo';
import { CampoDescrizione } from './CampoDescrizione';
import { CaricaFoto } from './CaricaFoto';
import { InvioInserzione } from './InvioInserzione';
import { SezioneRicambi } from './SezioneRicambi';

const CAMPI_VEICOLO = [...CAMPI_AUTO, 'numeroTelaio'] as const;

/** What a new listing and an edit do differently: the vehicle's data is fixed once published (docs/rules.md §3 Edit listing). */
const OPERAZIONI = {
  creazione: {
    titolo: 'Nuova Inserzione',
    veicoloModificabile: true,
    gettoniInsufficienti: 'INSUFFICIENT_TOKENS_CREATE',
    salvata: MESSAGGI.inserzione.creata,
    errore: MESSAGGI.inserzione.erroreCreazione,
    sessionePersa: MESSAGGI.inserzione.autenticazioneRichiesta,
    Icona: Send,
    invio: 'Pubblica Inserzione',
  },
  modifica: {
    titolo: 'Modifica Inserzione',
    veicoloModificabile: false,
    gettoniInsufficienti: 'INSUFFICIENT_TOKENS_EDIT',
    salvata: MESSAGGI.inserzione.aggiornata,
    errore: MESSAGGI.inserzione.erroreAggiornamento,
    sessionePersa: MESSAGGI.inserzione.datiMancanti,
    Icona: Save,
    invio: 'Salva Modifiche',
  },
} as const;

interface Props<TInput> {
  operazione: keyof typeof OPERAZIONI;
  /** The browser tab's title. */
  titoloPagina: string;
  descrizione: ReactNode;
  /** Shown between the heading and the form. */
  avviso?: ReactNode;
  valori: InserzioneForm;
  resolver: Resolver<InserzioneForm, unknown, TInput>;
  /** The listing's sold or reserved parts, which the form never edits. */
  venduti?: Ricambio[];
  /** Called with the form's values after every change. */
  onCambio?: (valori: InserzioneForm) => void;
  /** Saves the listing and answers its id. */
  salva: (input: TInput) => Promise<string>;
  /** Sections after the parts. */
  children?: ReactNode;
  /** The submit stays disabled: something outside the form must be done first (the avviso says what). */
  bloccata?: boolean;
}

/**
 * The listing form of both the new and the edit page: vehicle data (new only), description, photos and parts, sent
 * once no photo is uploading. A refusal for lack of tokens stays above the button; other errors go to the fields and a
 * toast (docs/rules.md §8). Saved, the seller lands on the listing.
 */
export function FormInserzione<TInput>({
  operazione,
  titoloPagina,
  descrizione,
  avviso,
  valori,
  resolver,
  venduti,
  onCambio,
  salva,
  children,
  bloccata = false,
}: Props<TInput>) {
  const { titolo, veicoloModificabile, gettoniInsufficienti, salvata, errore, sessionePersa, Icona, invio } = OPERAZIONI[operazione];
  const navigate = useNavigate();
  const caricamento = useCaricaFoto(valori.immagini);
  const [avvisoGettoni, setAvvisoGettoni] = useState<string | null>(null);
  const form = useForm<InserzioneForm, unknown, TInput>({ resolver, defaultValues: valori });
  const {
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;

  useEffect(() => {
    setValue('immagini', caricamento.chiavi, { shouldValidate: isSubmitted, shouldDirty: true });
  }, [caricamento.chiavi, isSubmitted, setValue]);

  useEffect(() => {
    if (!onCambio) return;
    const { unsubscribe } = form.watch(() => onCambio(form.getValues()));
    return unsubscribe;
  }, [form, onCambio]);

  const onSubmit = handleSubmit(async (input) => {
    setAvvisoGettoni(null);
    try {
      const id = await salva(input);
      toast.success(salvata);
      await navigate(`/inserzione/${id}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === gettoniInsufficienti) {
        setAvvisoGettoni(error.message);
        toast.error(error.message);
        return;
      }
      reportFormError(
        error,
        setError,
        [...(veicoloModificabile ? CAMPI_VEICOLO : []), 'descrizione', 'immagini'],
        errore,
        sessionePersa,
      );
    }
  });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <IntestazionePagina titolo={titolo} titoloScheda={titoloPagina}>
        {descrizione}
      </IntestazionePagina>
      {avviso}
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
          {veicoloModificabile ? (
            <SezioneForm titolo="Dati del veicolo">
              <div className="space-y-4">
                <CampiVeicolo />
                <CampoDescrizione />
              </div>
            </SezioneForm>
          ) : (
            <SezioneForm titolo="Descrizione">
              <CampoDescrizione />
            </SezioneForm>
          )}
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
          {children}
          <InvioInserzione gettoniInsufficienti={avvisoGettoni} inInvio={isSubmitting} fotoInCaricamento={caricamento.inCorso} bloccata={bloccata}>
            <Icona aria-hidden className="size-4" />
            {invio}
          </InvioInserzione>
        </form>
      </FormProvider>
    </div>
  );
}
