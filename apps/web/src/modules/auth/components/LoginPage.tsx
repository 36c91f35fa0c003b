import { loginSchema, MESSAGGI, type SfidaDto } from '@ricambiamo/contracts';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { TextLink } from '../../ui/components/TextLink';
import { PageSpinner } from '../../ui/components/PageSpinner';
import { percorsoRitorno } from '../api/ritorno';
import type { Utente } from '../api/utente';
import { useLogin } from '../hooks/useLogin';
import { AuthCard } from './AuthCard';
import { CampoEmail, CampoPassword } from './CampiCredenziali';

// The operator's second step, with its QR code, downloads only when an operator's password opens it.
const SecondoFattore = lazy(() => import('./SecondoFattore').then((m) => ({ default: m.SecondoFattore })));

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const [sfida, setSfida] = useState<SfidaDto | null>(null);

  /** Back where the login was asked for; else home, and an operator to the console. */
  const entra = async (utente: Pick<Utente, 'ruolo'>) => {
    toast.success(MESSAGGI.successo.accesso);
    const ritorno = searchParams.get('ritorno');
    await navigate(ritorno === null && utente.ruolo === 'operatore' ? '/operatore' : percorsoRitorno(ritorno));
  };
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(loginSchema, { email: '', password: '', ricordami: false });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { sessione, secondoFattore } = await login.mutateAsync(input);
      if (sessione) await entra(sessione.user);
      else setSfida(secondoFattore);
    } catch (error) {
      reportFormError(error, setError, ['email', 'password'], MESSAGGI.auth.erroreAccesso);
    }
  });

  if (sfida) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SecondoFattore sfida={sfida} onAccesso={(utente) => void entra(utente)} onScaduta={() => setSfida(null)} />
      </Suspense>
    );
  }

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
