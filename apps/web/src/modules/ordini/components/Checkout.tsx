import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkoutSchema,
  CONTATTO_SPEDIZIONE,
  MESSAGGI_ORDINE,
  ORE_PAGAMENTO,
  type Checkout as DatiCheckout,
  type CheckoutInput,
} from '@ricambiamo/contracts';
import { ArrowLeft, BadgePercent, Landmark, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { ApiError } from '../../../lib/graphql/api-error';
import type { Utente } from '../../auth/api/utente';
import type { Ricambio } from '../../catalogo/api/auto-dettaglio';
import { RiepilogoOrdine } from '../../catalogo/components/RiepilogoOrdine';
import { Button } from '../../ui/components/Button';
import { CampiIndirizzo } from '../../ui/components/CampiIndirizzo';
import { SezioneForm } from '../../ui/components/SezioneForm';
import { TextField } from '../../ui/components/TextField';
import { useCreaOrdine } from '../hooks/useCreaOrdine';

const CAMPI = [
  'nome',
  'email',
  'telefono',
  'indirizzo',
  'citta',
  'cap',
  'provincia',
  'ragioneSociale',
  'partitaIva',
  'codiceFiscale',
  'pec',
  'codiceSdi',
  'note',
] as const;

interface CheckoutProps {
  autoId: string;
  selezionati: Ricambio[];
  utente: Utente;
  onAnnulla: () => void;
  /** A selected part went to another buyer first: the parts table is to be shown again, read afresh. */
  onRicambiNonDisponibili: () => void;
}

/**
 * docs/rules.md §3/§6 Checkout, within the listing page: how to pay, personal data and shipping address (from the buyer's
 * profile), billing, notes, and the selected parts. The form and the orders service validate with the same schema.
 */
export function Checkout({ autoId, selezionati, utente, onAnnulla, onRicambiNonDisponibili }: CheckoutProps) {
  const navigate = useNavigate();
  const crea = useCreaOrdine();
  const titolo = useRef<HTMLHeadingElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutInput, unknown, DatiCheckout>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      nome: utente.nome,
      email: utente.email,
      telefono: utente.telefono ?? '',
      indirizzo: utente.indirizzo ?? '',
      citta: utente.citta ?? '',
      cap: utente.cap ?? '',
      provincia: utente.provincia ?? '',
      azienda: false,
      ragioneSociale: '',
      partitaIva: '',
      codiceFiscale: '',
      pec: '',
      codiceSdi: '',
      note: '',
    },
  });
  const nome = useWatch({ control, name: 'nome' });
  const azienda = useWatch({ control, name: 'azienda' });

  useEffect(() => {
    titolo.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const onSubmit = handleSubmit(async (dati) => {
    try {
      await crea.mutateAsync({
        ...dati,
        // A company's data unticked on the way is not sent with a private purchase.
        ...(dati.azienda ? {} : { ragioneSociale: null, partitaIva: null }),
        autoId,
        ricambiIds: selezionati.map((r) => r.id),
      });
      toast.success(MESSAGGI_ORDINE.creato);
      // The bought parts leave the listing's address, so going back shows it with nothing selected.
      await navigate(`/inserzione/${autoId}`, { replace: true });
      await navigate('/acquirente/ordini');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PARTS_UNAVAILABLE') {
        toast.error(error.message);
        onRicambiNonDisponibili();
        return;
      }
      reportFormError(error, setError, CAMPI, MESSAGGI_ORDINE.erroreCheckout, MESSAGGI_ORDINE.autenticatoPerOrdinare);
    }
  });

  return (
    <div className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 lg:mr-[calc(22rem+2rem)]">
        <h2 ref={titolo} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
          Checkout
        </h2>
        <Button variante="ghost" onClick={onAnnulla} disabled={isSubmitting}>
          <ArrowLeft aria-hidden className="size-4" />
          Modifica selezione
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] [&>*]:min-w-0">
        {/* Phones read what they are buying before the form; wide screens keep it beside the form. */}
        <div className="lg:sticky lg:top-24 lg:order-last lg:self-start">
          <RiepilogoOrdine selezionati={selezionati} />
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
          <section aria-labelledby="come-pagare" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-sm text-slate-700 sm:p-6">
            <h3 id="come-pagare" className="text-lg font-semibold text-slate-900">
              Come pagare
            </h3>
            <ul className="mt-3 space-y-2.5">
              <li className="flex gap-3">
                <Landmark aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  Paghi con <strong>bonifico bancario entro {ORE_PAGAMENTO} ore</strong> dall&apos;ordine, direttamente al venditore:
                  fino ad allora i ricambi restano riservati a te.
                </span>
              </li>
              <li className="flex gap-3">
                <BadgePercent aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <strong>Zero commissioni</strong>: paghi solo i ricambi e la spedizione.
                </span>
              </li>
              <li className="flex gap-3">
                <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  Nella causale del bonifico scrivi il codice dell&apos;ordine e il tuo nome:{' '}
                  <strong className="break-words">«Ordine &lt;codice&gt; - {nome.trim() || 'Nome Cognome'}»</strong>. Dopo la conferma
                  trovi l&apos;IBAN del venditore e la causale pronta da copiare in I miei Ordini.
                </span>
              </li>
            </ul>
          </section>

          <SezioneForm titolo="Dati personali">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField className="sm:col-span-2" label="Nome e cognome" autoComplete="name" error={errors.nome?.message} {...register('nome')} />
              <TextField
                className="sm:col-span-2"
                label={CONTATTO_SPEDIZIONE.email}
                type="email"
                autoComplete="email"
                hint={CONTATTO_SPEDIZIONE.dove(utente.email)}
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField label="Telefono" type="tel" autoComplete="tel" error={errors.telefono?.message} {...register('telefono')} />
            </div>
          </SezioneForm>

          <SezioneForm titolo="Indirizzo di spedizione">
            <div className="grid gap-5 sm:grid-cols-6">
              <CampiIndirizzo register={register} errors={errors} larghezzaIndirizzo="sm:col-span-6" />
            </div>
          </SezioneForm>

          <SezioneForm titolo="Fatturazione" descrizione="Facoltativa: compila solo i dati che ti servono in fattura.">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" className="size-4 rounded border-slate-300 accent-brand-700" {...register('azienda')} />
              Acquisto come azienda
            </label>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {azienda && (
                <>
                  <TextField
                    label="Ragione sociale"
                    autoComplete="organization"
                    error={errors.ragioneSociale?.message}
                    {...register('ragioneSociale')}
                  />
                  <TextField
                    label="Partita IVA"
                    inputMode="numeric"
                    maxLength={13}
                    placeholder="11 cifre"
                    error={errors.partitaIva?.message}
                    {...register('partitaIva')}
                  />
                </>
              )}
              <TextField
                label="Codice fiscale (facoltativo)"
                autoCapitalize="characters"
                maxLength={20}
                error={errors.codiceFiscale?.message}
                {...register('codiceFiscale')}
              />
              <TextField label="PEC (facoltativa)" type="email" error={errors.pec?.message} {...register('pec')} />
              <TextField
                label="Codice SDI (facoltativo)"
                autoCapitalize="characters"
                maxLength={12}
                placeholder="7 caratteri"
                error={errors.codiceSdi?.message}
                {...register('codiceSdi')}
              />
            </div>
          </SezioneForm>

          <SezioneForm titolo="Note">
            <label htmlFor="note-ordine" className="mb-1.5 block text-sm font-medium text-slate-700">
              Note per il venditore
            </label>
            <textarea
              id="note-ordine"
              rows={3}
              placeholder="Orari di consegna, richieste sui ricambi…"
              aria-invalid={errors.note ? true : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
              {...register('note')}
            />
            {errors.note?.message && <p className="mt-1.5 text-sm text-red-600">{errors.note.message}</p>}
          </SezioneForm>

          <Button type="submit" className="w-full sm:w-auto" inAttesa={isSubmitting}>
            Conferma Ordine
          </Button>
        </form>
      </div>
    </div>
  );
}
