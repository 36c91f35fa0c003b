import { loginSchema, MESSAGGI } from '@ricambiamo/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { TextLink } from '../../ui/components/TextLink';
import { percorsoRitorno } from '../api/ritorno';
import { useLogin } from '../hooks/useLogin';
import { AuthCard } from './AuthCard';
import { CampoEmail, CampoPassword } from './CampiCredenziali';

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(loginSchema, { email: '', password: '', ricordami: false });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await login.mutateAsync(input);
      toast.success(MESSAGGI.successo.accesso);
      await navigate(percorsoRitorno(searchParams.get('ritorno')));
    } catch (error) {
      reportFormError(error, setError, ['email', 'password'], MESSAGGI.auth.erroreAccesso);
    }
  });

  return (
    <AuthCard
      titolo="Accedi"
      sottotitolo="Bentornato! Inserisci le tue credenziali per accedere al tuo account."
      piede={
        <>
          Non hai un account? <TextLink to="/registrazione">Registrati</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <CampoEmail {...campo('email')} />
        <CampoPassword label="Password" placeholder="••••••" {...campo('password')} />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-brand-700"
              {...register('ricordami')}
            />
            Ricordami
          </label>
          <TextLink to="/reset-password" className="text-sm">
            Password dimenticata?
          </TextLink>
        </div>
        <Button type="submit" className="w-full" inAttesa={isSubmitting}>
          Accedi
        </Button>
      </form>
    </AuthCard>
  );
}
