import { MESSAGGI, nuovaPasswordFormSchema } from '@ricambiamo/contracts';
import { LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { ApiError } from '../../../lib/graphql/api-error';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button, buttonClasses } from '../../ui/components/Button';
import { useNuovaPassword } from '../hooks/useNuovaPassword';
import { useStimaPassword } from '../hooks/useStimaPassword';
import { AuthCard } from './AuthCard';
import { CampoNuovaPassword } from './CampiCredenziali';
import { EsitoAuth } from './EsitoAuth';

function LinkNonValido() {
  return (
    <EsitoAuth
      titolo="Link non valido"
      icona={LinkIcon}
      tono="errore"
      allerta
      azione={
        <Link to="/reset-password" className={buttonClasses('primary', 'mt-6 w-full')}>
          Richiedi un nuovo link
        </Link>
      }
    >
      {MESSAGGI.auth.linkResetNonValido}
    </EsitoAuth>
  );
}

export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const nuovaPassword = useNuovaPassword(token);
  const [linkScaduto, setLinkScaduto] = useState(false);
  const {
    campo,
    handleSubmit,
    setError,
    control,
    formState: { isSubmitting },
  } = useFormSchema(nuovaPasswordFormSchema, { password: '', confermaPassword: '' });
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
        <CampoNuovaPassword label="Nuova password" stima={stima} {...campo('password')} />
        <CampoNuovaPassword label="Conferma password" {...campo('confermaPassword')} />
        <Button type="submit" className="w-full" inAttesa={isSubmitting}>
          Aggiorna password
        </Button>
      </form>
    </AuthCard>
  );
}
