import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGGI, nuovaPasswordFormSchema } from '@ricambiamo/contracts';
import { LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from '../../../lib/graphql/api-error';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { Button, buttonClasses } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { useNuovaPassword } from '../hooks/useNuovaPassword';
import { useStimaPassword } from '../hooks/useStimaPassword';
import { AuthCard } from './AuthCard';
import { SicurezzaPassword } from './SicurezzaPassword';

function LinkNonValido() {
  return (
    <AuthCard titolo="Link non valido" centrato>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <LinkIcon aria-hidden className="size-7" />
        </span>
        <p role="alert" className="mt-4 text-sm text-slate-600">
          {MESSAGGI.auth.linkResetNonValido}
        </p>
        <Link to="/reset-password" className={buttonClasses('primary', 'mt-6 w-full')}>
          Richiedi un nuovo link
        </Link>
      </div>
    </AuthCard>
  );
}

export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const nuovaPassword = useNuovaPassword(token);
  const [linkScaduto, setLinkScaduto] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof nuovaPasswordFormSchema>, unknown, z.output<typeof nuovaPasswordFormSchema>>({
    resolver: zodResolver(nuovaPasswordFormSchema),
    defaultValues: { password: '', confermaPassword: '' },
  });
  // The link does not say whose account it is: the user's own data counts on the server.
  const stima = useStimaPassword(useWatch({ control, name: 'password' }));

  useEffect(() => {
    // A fixed id keeps StrictMode's double effect from stacking two identical toasts.
    if (token) toast.success(MESSAGGI.successo.impostaPassword, { id: 'imposta-password' });
  }, [token]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await nuovaPassword.mutateAsync(input);
      toast.success(MESSAGGI.successo.passwordAggiornata);
      await navigate('/login');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID') {
        setLinkScaduto(true);
        return;
      }
      reportFormError(error, setError, ['password', 'confermaPassword'], MESSAGGI.auth.erroreAggiornamentoPassword);
    }
  });

  if (!token || linkScaduto) return <LinkNonValido />;

  return (
    <AuthCard titolo="Imposta una nuova password" sottotitolo="Scegli una password di almeno 6 caratteri.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Nuova password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={stima && <SicurezzaPassword stima={stima} />}
          {...register('password')}
        />
        <TextField
          label="Conferma password"
          type="password"
          autoComplete="new-password"
          error={errors.confermaPassword?.message}
          {...register('confermaPassword')}
        />
        <Button type="submit" className="w-full" inAttesa={isSubmitting}>
          Aggiorna password
        </Button>
      </form>
    </AuthCard>
  );
}
