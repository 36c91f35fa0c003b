import { MESSAGGI, registrazioneFormSchema } from '@ricambiamo/contracts';
import { ShoppingBag, Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { ApiError } from '../../../lib/graphql/api-error';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { TextLink } from '../../ui/components/TextLink';
import { percorsoDashboard } from '../api/percorso-dashboard';
import { ruoloIniziale } from '../api/registrazione';
import { useRegistrazione } from '../hooks/useRegistrazione';
import { useStimaPassword } from '../hooks/useStimaPassword';
import { AuthCard } from './AuthCard';
import { CampoEmail, CampoNuovaPassword } from './CampiCredenziali';
import { RuoloOption } from './RuoloOption';

const RUOLI = [
  { ruolo: 'acquirente', titolo: 'Acquirente', descrizione: 'Cerco e compro ricambi usati', Icona: ShoppingBag },
  { ruolo: 'venditore', titolo: 'Venditore (Demolitore)', descrizione: 'Pubblico veicoli e ricambi', Icona: Wrench },
] as const;

export function RegistrazionePage() {
  const navigate = useNavigate();
  const registrazione = useRegistrazione();
  const [searchParams] = useSearchParams();
  const ruolo = ruoloIniziale(searchParams);
  const {
    campo,
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    formState: { isSubmitting },
  } = useFormSchema(registrazioneFormSchema, { nome: '', email: '', password: '', confermaPassword: '', ruolo });
  // A link to this same page with another ruolo (the navbar's Registrati after a seller's link) chooses again; what was
  // typed stays.
  useEffect(() => setValue('ruolo', ruolo), [ruolo, setValue]);
  const [password, nome, email] = useWatch({ control, name: ['password', 'nome', 'email'] });
  const stima = useStimaPassword(password, { nome, email });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { user } = await registrazione.mutateAsync(input);
      toast.success(MESSAGGI.successo.registrazione);
      await navigate(percorsoDashboard(user.ruolo));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: error.message });
      }
      reportFormError(
        error,
        setError,
        ['nome', 'email', 'password', 'confermaPassword', 'ruolo'],
        MESSAGGI.auth.erroreRegistrazione,
      );
    }
  });

  return (
    <AuthCard
      titolo="Crea il tuo account"
      sottotitolo="Registrati gratis per acquistare ricambi o vendere come demolitore."
      piede={
        <>
          Hai già un account? <TextLink to="/login">Accedi</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label="Nome completo" autoComplete="name" placeholder="Mario Rossi" {...campo('nome')} />
        <CampoEmail {...campo('email')} />
        <CampoNuovaPassword label="Password" placeholder="Almeno 6 caratteri" stima={stima} {...campo('password')} />
        <CampoNuovaPassword label="Conferma password" placeholder="Ripeti la password" {...campo('confermaPassword')} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Tipo di account</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {RUOLI.map(({ ruolo, titolo, descrizione, Icona }) => (
              <RuoloOption
                key={ruolo}
                value={ruolo}
                titolo={titolo}
                descrizione={descrizione}
                icona={<Icona aria-hidden className="size-4 shrink-0 text-brand-700" />}
                {...register('ruolo')}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="w-full" inAttesa={isSubmitting}>
          Registrati
        </Button>
      </form>
    </AuthCard>
  );
}
