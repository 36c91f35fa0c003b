import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGGI,
  profiloAcquirenteSchema,
  TESTI_SICUREZZA,
  type ProfiloAcquirente,
  type ProfiloAcquirenteInput,
} from '@ricambiamo/contracts';
import { Save, Wrench } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { campiDi } from '../../../lib/forms/campi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { testiForm } from '../../../lib/forms/testi-form';
import type { Utente } from '../../auth/api/utente';
import { Button } from '../../ui/components/Button';
import { CampoEmailAccount, CampoTelefono } from '../../ui/components/CampiContatto';
import { CAMPI_INDIRIZZO, CampiIndirizzo } from '../../ui/components/CampiIndirizzo';
import { TextField } from '../../ui/components/TextField';
import { useAggiornaProfilo } from '../hooks/useAggiornaProfilo';

/** The form's fields: the profile, plus whether the declaration's fields count (unticked, they are not sent). */
type Campi = Omit<ProfiloAcquirenteInput, 'officina'> & {
  dichiaraOfficina: boolean;
  officina: { ragioneSociale: string; partitaIva: string; registro: string };
};

const OFFICINA_VUOTA = { ragioneSociale: '', partitaIva: '', registro: '' };

const valoriDi = (utente: Utente): Campi => ({
  nome: utente.nome,
  ...testiForm(utente, ['telefono', ...CAMPI_INDIRIZZO]),
  dichiaraOfficina: utente.officina !== null,
  officina: utente.officina ?? OFFICINA_VUOTA,
});

const comeProfilo = ({ dichiaraOfficina, officina, ...profilo }: Campi): ProfiloAcquirenteInput => ({
  ...profilo,
  officina: dichiaraOfficina ? officina : null,
});

// The one schema identity applies, on what the form would send.
const schema = zodResolver(profiloAcquirenteSchema);
const resolver: Resolver<Campi, unknown, ProfiloAcquirente> = (valori, contesto, opzioni) =>
  schema(comeProfilo(valori), contesto, opzioni as never);

export function ProfiloAcquirenteForm({ utente }: { utente: Utente }) {
  const aggiorna = useAggiornaProfilo();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Campi, unknown, ProfiloAcquirente>({ resolver, defaultValues: valoriDi(utente) });
  const campo = campiDi(register, errors);
  const dichiara = watch('dichiaraOfficina');

  const onSubmit = handleSubmit(async (input) => {
    try {
      reset(valoriDi(await aggiorna.mutateAsync(input)));
      toast.success(MESSAGGI.successo.profiloAggiornato);
    } catch (error) {
      reportFormError(
        error,
        setError,
        ['nome', 'telefono', 'indirizzo', 'citta', 'cap', 'provincia', 'officina.ragioneSociale', 'officina.partitaIva', 'officina.registro'],
        MESSAGGI.profilo.erroreAggiornamento,
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-6">
      <CampoEmailAccount className="sm:col-span-3" email={utente.email} />
      <TextField className="sm:col-span-3" label="Nome" autoComplete="name" {...campo('nome')} />
      <CampoTelefono className="sm:col-span-3" placeholder="+39 333 123 4567" {...campo('telefono')} />
      <CampiIndirizzo campo={campo} larghezzaIndirizzo="sm:col-span-3" />

      <fieldset className="rounded-xl border border-slate-200 p-4 sm:col-span-6">
        <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-slate-900">
          <Wrench aria-hidden className="size-4 text-brand-700" />
          Officina / autoriparatore
        </legend>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700" {...register('dichiaraOfficina')} />
          <span>
            Dichiaro di acquistare per un&apos;impresa di autoriparazione iscritta al registro (L. 122/1992).{' '}
            {TESTI_SICUREZZA.regola}{' '}
            <Link to="/policies/sales#ricambi-di-sicurezza" className="font-medium text-brand-700 underline">
              {TESTI_SICUREZZA.perche}
            </Link>
          </span>
        </label>
        {dichiara && (
          <div className="mt-4 grid gap-5 sm:grid-cols-6">
            <TextField
              className="sm:col-span-6"
              label="Ragione sociale"
              autoComplete="organization"
              {...campo('officina.ragioneSociale')}
            />
            <TextField className="sm:col-span-3" label="Partita IVA" inputMode="numeric" {...campo('officina.partitaIva')} />
            <TextField
              className="sm:col-span-3"
              label="Numero registro autoriparatori o REA"
              placeholder="BO-123456"
              {...campo('officina.registro')}
            />
          </div>
        )}
      </fieldset>

      <div className="flex justify-end sm:col-span-6">
        <Button type="submit" inAttesa={isSubmitting} disabled={!isDirty}>
          <Save aria-hidden className="size-4" />
          Salva modifiche
        </Button>
      </div>
    </form>
  );
}
