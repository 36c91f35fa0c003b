import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGGI, richiestaResetSchema } from '@ricambiamo/contracts';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { Button, buttonClasses } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { TextLink } from '../../ui/components/TextLink';
import { useRichiestaReset } from '../hooks/useRichiestaReset';
import { AuthCard } from './AuthCard';

export function ResetPasswordPage() {
  const richiesta = useRichiestaReset();
  const [inviataA, setInviataA] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof richiestaResetSchema>, unknown, z.output<typeof richiestaResetSchema>>({
    resolver: zodResolver(richiestaResetSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await richiesta.mutateAsync(input);
      toast.success(MESSAGGI.successo.emailReset);
      setInviataA(input.email);
    } catch (error) {
      reportFormError(error, setError, ['email'], MESSAGGI.auth.erroreInvioEmail);
    }
  });

  if (inviataA) {
    return (
      <AuthCard titolo="Email Inviata!" centrato>
        <div className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <MailCheck aria-hidden className="size-7" />
          </span>
          <p className="mt-4 text-sm text-slate-600">
            Se esiste un account associato a <strong className="text-slate-900">{inviataA}</strong>, riceverai a breve
            un&apos;email con il link per reimpostare la password. Il link è valido per un&apos;ora.
          </p>
          <Link to="/login" className={buttonClasses('primary', 'mt-6 w-full')}>
            <ArrowLeft aria-hidden className="size-4" />
            Torna al login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      titolo="Reimposta la password"
      sottotitolo="Inserisci l'email del tuo account: ti invieremo un link per scegliere una nuova password."
      piede={
        <>
          Ricordi la password? <TextLink to="/login">Accedi</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="nome@esempio.it"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" inAttesa={isSubmitting}>
          Invia link di reset
        </Button>
      </form>
    </AuthCard>
  );
}
