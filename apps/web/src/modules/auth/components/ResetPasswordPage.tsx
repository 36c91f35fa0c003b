import { MESSAGGI, richiestaResetSchema } from '@ricambiamo/contracts';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { Button } from '../../ui/components/Button';
import { LinkPulsante } from '../../ui/components/LinkPulsante';
import { TextLink } from '../../ui/components/TextLink';
import { useRichiestaReset } from '../hooks/useRichiestaReset';
import { AuthCard } from './AuthCard';
import { CampoEmail } from './CampiCredenziali';
import { EsitoAuth } from './EsitoAuth';

export function ResetPasswordPage() {
  const richiesta = useRichiestaReset();
  const [inviataA, setInviataA] = useState<string | null>(null);
  const {
    campo,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useFormSchema(richiestaResetSchema, { email: '' });

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
      <EsitoAuth
        titolo="Email Inviata!"
        icona={MailCheck}
        tono="successo"
        azione={
          <LinkPulsante to="/login" icona={ArrowLeft} className="mt-6 w-full">
            Torna al login
          </LinkPulsante>
        }
      >
        Se esiste un account associato a <strong className="text-slate-900">{inviataA}</strong>, riceverai a breve
        un&apos;email con il link per reimpostare la password. Il link è valido per un&apos;ora.
      </EsitoAuth>
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
        <CampoEmail {...campo('email')} />
        <Button type="submit" className="w-full" inAttesa={isSubmitting}>
          Invia link di reset
        </Button>
      </form>
    </AuthCard>
  );
}
