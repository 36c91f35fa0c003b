import { CATALOGO_RICAMBI, MAX_TESTO_RICHIESTA, MESSAGGI, PROVINCE } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { Megaphone } from 'lucide-react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { campiDi } from '../../../lib/forms/campi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useSessione } from '../../auth/hooks/useSessione';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { SezioneForm } from '../../ui/components/SezioneForm';
import { TextField } from '../../ui/components/TextField';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { CAMPI_RICHIESTA, resolverRichiesta, richiestaVuota, type RichiestaForm, type RichiestaValida } from '../api/richiesta-form';
import { TESTI_RICHIESTE } from '../api/testi';
import { usePubblicaRichiesta } from '../hooks/useRichieste';

const T = TESTI_RICHIESTE;

/**
 * /cerco/nuova, a buyer's request: the car, the parts from the catalogue or in their words, the codes and the price they
 * have in mind, where they are. The demand service's own schema checks it (richiestaSchema); once published, its page.
 */
export function NuovaRichiestaPage() {
  const id = useId();
  const { utente } = useSessione();
  const pubblica = usePubblicaRichiesta();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RichiestaForm, unknown, RichiestaValida>({ resolver: resolverRichiesta, defaultValues: richiestaVuota(utente) });
  const campo = campiDi(register, errors);
  const erroreRicambi = `${id}-ricambi-errore`;

  const onSubmit = handleSubmit(async (richiesta) => {
    try {
      const pubblicata = await pubblica.mutateAsync(richiesta);
      toast.success(T.pubblicata);
      void navigate(`/cerco/${pubblicata.id}`);
    } catch (error) {
      reportFormError(error, setError, CAMPI_RICHIESTA, MESSAGGI.generico);
    }
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <TitoloPagina titolo={T.nuova} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{T.nuova}</h1>
        <p className="mt-1 text-sm text-slate-600">{T.nuovaDescrizione}</p>
      </header>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <SezioneForm titolo={T.auto}>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-6">
            <TextField className="col-span-2 sm:col-span-3" label="Marca" placeholder="Fiat" maxLength={60} {...campo('marca')} />
            <TextField className="col-span-2 sm:col-span-3" label="Modello" placeholder="Panda" maxLength={60} {...campo('modello')} />
            <TextField className="sm:col-span-2" label="Anno" placeholder="2012" type="number" inputMode="numeric" {...campo('anno')} />
            <TextField
              className="sm:col-span-4"
              label={T.codiceMotoreFacoltativo}
              placeholder="169A4000"
              maxLength={20}
              autoCapitalize="characters"
              {...campo('codiceMotore')}
            />
            <TextField
              className="col-span-2 sm:col-span-6"
              label={T.telaio}
              placeholder="ZFA31200000123456"
              maxLength={17}
              autoCapitalize="characters"
              hint={T.telaioSuggerimento}
              {...campo('numeroTelaio')}
            />
          </div>
        </SezioneForm>

        <SezioneForm titolo={T.cosaCerchi}>
          <div className="space-y-4">
            <fieldset aria-describedby={errors.ricambi ? erroreRicambi : undefined}>
              <legend className="mb-2 text-sm font-medium text-slate-700">{T.ricambi}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {CATALOGO_RICAMBI.map((ricambio) => (
                  <label key={ricambio} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" value={ricambio} {...register('ricambi')} className="size-4 accent-brand-700" />
                    {ricambio}
                  </label>
                ))}
              </div>
              {errors.ricambi && (
                <p id={erroreRicambi} className="mt-2 text-sm text-red-600">
                  {errors.ricambi.message}
                </p>
              )}
            </fieldset>
            <AreaTesto
              id={`${id}-testo`}
              label={T.testo}
              rows={3}
              maxLength={MAX_TESTO_RICHIESTA}
              placeholder="Es. specchietto destro elettrico, colore grigio"
              error={errors.testo?.message}
              {...register('testo')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={T.codiceOemFacoltativo} placeholder="55195817" maxLength={40} autoCapitalize="characters" {...campo('codiceOem')} />
              <TextField label={T.prezzo} placeholder="150" inputMode="decimal" {...campo('prezzo')} />
            </div>
          </div>
        </SezioneForm>

        <SezioneForm titolo={T.dove}>
          <div className="grid gap-4 sm:grid-cols-6">
            <CampoProvincia className="sm:col-span-2" error={errors.provincia?.message} {...register('provincia')} />
            <TextField className="sm:col-span-4" label={T.citta} placeholder="Bologna" maxLength={60} autoComplete="address-level2" {...campo('citta')} />
          </div>
        </SezioneForm>

        <div className="flex justify-end">
          <Button type="submit" inAttesa={isSubmitting} className="w-full sm:w-auto">
            <Megaphone aria-hidden className="size-4" />
            {T.invia}
          </Button>
        </div>
      </form>
    </div>
  );
}

interface CampoProvinciaProps extends SelectHTMLAttributes<HTMLSelectElement> {
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** The province by its two-letter code, as the shared schema takes it. */
function CampoProvincia({ className, error, ...select }: CampoProvinciaProps) {
  const selectId = useId();
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {T.provincia}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-errore` : undefined}
        className={clsx(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2',
          error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
        )}
        {...select}
      >
        <option value="">Seleziona…</option>
        {PROVINCE.map((sigla) => (
          <option key={sigla} value={sigla}>
            {sigla}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-errore`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
