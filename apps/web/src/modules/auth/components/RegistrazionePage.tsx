import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGGI, registrazioneFormSchema } from '@ricambiamo/contracts';
import { ShoppingBag, Wrench } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from '../../../lib/graphql/api-error';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { TextLink } from '../../ui/components/TextLink';
import { percorsoDashboard } from '../api/percorso-dashboard';
import { useRegistrazione } from '../hooks/useRegistrazione';
import { useStimaPassword } from '../hooks/useStimaPassword';
import { AuthCard } from './AuthCard';
import { RuoloOption } from './RuoloOption';
import { SicurezzaPassword } from './SicurezzaPassword';

export function RegistrazionePage() {
  const navigate = useNavigate();
  const registrazione = useRegistrazione();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registrazioneFormSchema>, unknown, z.output<typeof registrazioneFormSchema>>({
    resolver: zodResolver(registrazioneFormSchema),
    defaultValues: { nome: '', email: '', password: '', confermaPassword: '', ruolo: 'acquirente' },
  });
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
        <TextField
          label="Nome completo"
          autoComplete="name"
          placeholder="Mario Rossi"
          error={errors.nome?.message}
          {...register('nome')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="nome@esempio.it"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Almeno 6 caratteri"
          error={errors.password?.message}
          hint={stima && <SicurezzaPassword stima={stima} />}
          {...register('password')}
        />
        <TextField
          label="Conferma password"
          type="password"
          autoComplete="new-password"
          placeholder="Ripeti la password"
          error={errors.confermaPassword?.message}
          {...register('confermaPassword')}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Tipo di account</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <RuoloOption
              value="acquirente"
              titolo="Acquirente"
              descrizione="Cerco e compro ricambi usati"
              icona={<ShoppingBag aria-hidden className="size-4 text-brand-700" />}
              {...register('ruolo')}
            />
            <RuoloOption
              value="venditore"
              titolo="Venditore (Demolitore)"
              descrizione="Pubblico veicoli e ricambi"
              icona={<Wrench aria-hidden className="size-4 text-brand-700" />}
              {...register('ruolo')}
            />
          </div>
        </fieldset>
        <Button type="submit" className="w-full" inAttesa={isSubmitting}>
          Registrati
        </Button>
      </form>
    </AuthCard>
  );
}
