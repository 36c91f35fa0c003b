import type { TracciabilitaInput } from '@ricambiamo/contracts';
import { MESSAGGI_TRACCIABILITA, PROVINCE, tracciabilitaSchema } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { formattaData } from '../../../lib/format/formatta-data';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { IntestazionePagina } from '../../ui/components/IntestazionePagina';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { SezioneForm } from '../../ui/components/SezioneForm';
import { TextField } from '../../ui/components/TextField';
import type { DatiVendita } from '../api/dati-vendita';
import { DATI_VENDITA, SalvaDatiVenditaMutation, useDatiVendita } from '../api/dati-vendita';

const CAMPI = ['ragioneSociale', 'partitaIva', 'rea', 'provinciaCciaa', 'sedeLegale', 'telefono', 'iban', 'intestatarioIban', 'autorizzazioneCentro', 'rentri', 'autocertificazione'] as const;

/**
 * /venditore/dati-vendita: the trader's data art. 30 DSA asks before the first listing (docs/rules.md §3.23), checked
 * by the schema identity applies. The public page shows them once complete; the operator may then verify them.
 */
export function DatiVenditaPage() {
  const dati = useDatiVendita();
  return (
    <div className="space-y-6">
      <IntestazionePagina titolo={MESSAGGI_TRACCIABILITA.titolo}>
        Prima di pubblicare la prima inserzione, la legge ci chiede chi sei come impresa. Gli acquirenti vedono questi dati
        sulla tua pagina pubblica, tranne l’IBAN e il suo intestatario.
      </IntestazionePagina>
      {dati.isPending ? (
        <PageSpinner />
      ) : dati.isError ? (
        <ErroreCaricamento onRiprova={() => void dati.refetch()} inAttesa={dati.isRefetching} />
      ) : (
        <>
          <Stato dati={dati.data} />
          <Modulo dati={dati.data} />
        </>
      )}
    </div>
  );
}

function Stato({ dati }: { dati: DatiVendita }) {
  if (dati.verificatoIl) {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <BadgeCheck aria-hidden className="size-5" />
        {MESSAGGI_TRACCIABILITA.verificato}: dati controllati dall’operatore il {formattaData(dati.verificatoIl)}. Se li cambi, vanno controllati di nuovo.
      </p>
    );
  }
  return dati.completa ? (
    <p className="flex items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <CircleCheck aria-hidden className="size-5" />
      Dati completi: puoi pubblicare. L’operatore li controllerà per il segno “{MESSAGGI_TRACCIABILITA.verificato}”.
    </p>
  ) : (
    <p className="flex items-center gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <CircleAlert aria-hidden className="size-5" />
      {MESSAGGI_TRACCIABILITA.incompleta}.
    </p>
  );
}

function Modulo({ dati }: { dati: DatiVendita }) {
  const id = useId();
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const salva = useMutation({
    mutationFn: async (input: TracciabilitaInput) => (await client.request(SalvaDatiVenditaMutation, { input: { ...input, autocertificazione: input.autocertificazione === true } })).salvaDatiVendita,
    onSuccess: (aggiornati) => queryClient.setQueryData(DATI_VENDITA, aggiornati),
  });
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useFormSchema(tracciabilitaSchema, {
    ragioneSociale: dati.ragioneSociale ?? '',
    partitaIva: dati.partitaIva ?? '',
    rea: dati.rea ?? '',
    provinciaCciaa: (dati.provinciaCciaa ?? undefined) as TracciabilitaInput['provinciaCciaa'] | undefined,
    sedeLegale: dati.sedeLegale ?? '',
    telefono: dati.telefono ?? '',
    iban: dati.iban ?? '',
    intestatarioIban: dati.intestatarioIban ?? '',
    autorizzazioneCentro: dati.autorizzazioneCentro ?? '',
    rentri: dati.rentri ?? '',
    autocertificazione: dati.autocertificazione as true,
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await salva.mutateAsync(input);
      toast.success('Dati per la vendita salvati');
    } catch (error) {
      reportFormError(error, setError, CAMPI, 'Non è stato possibile salvare i dati. Riprova.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <SezioneForm titolo="Impresa">
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField label="Ragione sociale" className="sm:col-span-4" autoComplete="organization" {...campo('ragioneSociale')} />
          <TextField label="Partita IVA" className="sm:col-span-2" inputMode="numeric" {...campo('partitaIva')} />
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-cciaa`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Camera di Commercio (provincia)
            </label>
            <select id={`${id}-cciaa`} {...register('provinciaCciaa')} className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm">
              <option value="">Scegli</option>
              {PROVINCE.map((sigla) => (
                <option key={sigla} value={sigla}>
                  {sigla}
                </option>
              ))}
            </select>
            {errors.provinciaCciaa && <p className="mt-1 text-sm text-red-600">{errors.provinciaCciaa.message}</p>}
          </div>
          <TextField label="Numero REA" placeholder="BO-123456" className="sm:col-span-2" {...campo('rea')} />
          <TextField label="Telefono" type="tel" autoComplete="tel" className="sm:col-span-2" {...campo('telefono')} />
          <TextField label="Sede legale" placeholder="Via, numero, CAP, città" className="sm:col-span-6" autoComplete="street-address" {...campo('sedeLegale')} />
          <TextField label="E-mail" value={dati.email} readOnly className="sm:col-span-6" hint="L’e-mail del tuo account: la cambi dal profilo." />
        </div>
      </SezioneForm>
      <SezioneForm titolo="Pagamenti">
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField label="IBAN" className="sm:col-span-3" autoComplete="off" {...campo('iban')} />
          <TextField label="Intestatario del conto" className="sm:col-span-3" {...campo('intestatarioIban')} />
        </div>
      </SezioneForm>
      <SezioneForm titolo="Centro di raccolta autorizzato (facoltativi)">
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField label="Autorizzazione D.Lgs. 209/2003" className="sm:col-span-3" {...campo('autorizzazioneCentro')} />
          <TextField label="Iscrizione RENTRI" className="sm:col-span-3" {...campo('rentri')} />
        </div>
      </SezioneForm>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" {...register('autocertificazione')} className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700" />
          Dichiaro di offrire solo prodotti e servizi conformi al diritto dell’Unione europea (art. 30, par. 1, lett. e del Digital Services Act).
        </label>
        {errors.autocertificazione && <p className="mt-1 text-sm text-red-600">{errors.autocertificazione.message}</p>}
      </div>
      <div className="flex justify-end">
        <Button type="submit" inAttesa={isSubmitting} className="px-6 py-3">
          Salva i dati per la vendita
        </Button>
      </div>
    </form>
  );
}
