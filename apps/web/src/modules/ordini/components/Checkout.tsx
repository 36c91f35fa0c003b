import {
  checkoutSchema,
  CONTATTO_SPEDIZIONE,
  MESSAGGI_ORDINE,
  ORE_PAGAMENTO,
} from '@ricambiamo/contracts';
import { ArrowLeft, BadgePercent, Landmark, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { testiForm } from '../../../lib/forms/testi-form';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { ApiError } from '../../../lib/graphql/api-error';
import type { Utente } from '../../auth/api/utente';
import type { Ricambio } from '../../catalogo/api/auto-dettaglio';
import { RiepilogoOrdine } from '../../catalogo/components/RiepilogoOrdine';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { CampoTelefono } from '../../ui/components/CampiContatto';
import { CAMPI_INDIRIZZO, SezioneIndirizzo } from '../../ui/components/CampiIndirizzo';
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
    campo,
    register,
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(checkoutSchema, {
    nome: utente.nome,
    email: utente.email,
    ...testiForm(utente, ['telefono', ...CAMPI_INDIRIZZO]),
    azienda: false,
    ragioneSociale: '',
    partitaIva: '',
    codiceFiscale: '',
    pec: '',
    codiceSdi: '',
    note: '',
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
              <TextField className="sm:col-span-2" label="Nome e cognome" autoComplete="name" {...campo('nome')} />
              <TextField
                className="sm:col-span-2"
                label={CONTATTO_SPEDIZIONE.email}
                type="email"
                autoComplete="email"
                hint={CONTATTO_SPEDIZIONE.dove(utente.email)}
                {...campo('email')}
              />
              <CampoTelefono {...campo('telefono')} />
            </div>
          </SezioneForm>

          <SezioneIndirizzo titolo="Indirizzo di spedizione" campo={campo} />

          <SezioneForm titolo="Fatturazione" descrizione="Facoltativa: compila solo i dati che ti servono in fattura.">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" className="size-4 rounded border-slate-300 accent-brand-700" {...register('azienda')} />
              Acquisto come azienda
            </label>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {azienda && (
                <>
                  <TextField label="Ragione sociale" autoComplete="organization" {...campo('ragioneSociale')} />
                  <TextField label="Partita IVA" inputMode="numeric" maxLength={13} placeholder="11 cifre" {...campo('partitaIva')} />
                </>
              )}
              <TextField label="Codice fiscale (facoltativo)" autoCapitalize="characters" maxLength={20} {...campo('codiceFiscale')} />
              <TextField label="PEC (facoltativa)" type="email" {...campo('pec')} />
              <TextField
                label="Codice SDI (facoltativo)"
                autoCapitalize="characters"
                maxLength={12}
                placeholder="7 caratteri"
                {...campo('codiceSdi')}
              />
            </div>
          </SezioneForm>

          <SezioneForm titolo="Note">
            <AreaTesto id="note-ordine" label="Note per il venditore" rows={3} placeholder="Orari di consegna, richieste sui ricambi…" {...campo('note')} />
          </SezioneForm>

          <Button type="submit" className="w-full sm:w-auto" inAttesa={isSubmitting}>
            Conferma Ordine
          </Button>
        </form>
      </div>
    </div>
  );
}
