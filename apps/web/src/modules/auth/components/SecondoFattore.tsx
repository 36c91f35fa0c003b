import { codiceSfidaRequest, MESSAGGI, MESSAGGI_SECONDO_FATTORE, type SfidaDto } from '@ricambiamo/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/browser/avvisi';
import type { CampoLegato } from '../../../lib/forms/campi';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { ApiError } from '../../../lib/graphql/api-error';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { Button } from '../../ui/components/Button';
import { ErroreCaricamento } from '../../ui/components/ErroreCaricamento';
import { Spinner } from '../../ui/components/Spinner';
import { TextField } from '../../ui/components/TextField';
import { reportCodeError } from '../api/errore-codice';
import { AttivaSecondoFattoreMutation, ConfermaSecondoFattoreMutation, VerificaSecondoFattoreMutation } from '../api/secondo-fattore.mutations';
import type { Utente } from '../api/utente';
import { useAvviaSessione } from '../hooks/useAvviaSessione';
import { AuthCard } from './AuthCard';
import { CodiceQr } from './CodiceQr';
import { ElencoCodici } from './ElencoCodici';

const M = MESSAGGI_SECONDO_FATTORE;
/** The form's field: the request less the challenge, which the page holds. */
const codiceSchema = codiceSfidaRequest.pick({ codice: true });
type Codice = { codice: string };

interface SecondoFattoreProps {
  sfida: SfidaDto;
  /** Signed in: where the login page goes next. */
  onAccesso: (utente: Utente) => void;
  /** The challenge is over: back to e-mail and password. */
  onScaduta: () => void;
}

/**
 * The second step of an operator's login (docs/rules.md §3.21): the code of the authenticator app, or a recovery code;
 * the first time, the enrolment of the app. Loaded only when an operator signs in.
 */
export function SecondoFattore({ sfida, onAccesso, onScaduta }: SecondoFattoreProps) {
  return sfida.attivazione ? (
    <Attivazione sfida={sfida.sfida} onAccesso={onAccesso} onScaduta={onScaduta} />
  ) : (
    <Verifica sfida={sfida.sfida} onAccesso={onAccesso} onScaduta={onScaduta} />
  );
}

type PassoProps = Omit<SecondoFattoreProps, 'sfida'> & { sfida: string };

/** An ended challenge goes back to the password with its message. */
function useErroreCodice(onScaduta: () => void) {
  return (error: unknown, setError: UseFormSetError<Codice>) => {
    if (error instanceof ApiError && error.code === 'SECOND_FACTOR_EXPIRED') {
      toast.error(error.message);
      onScaduta();
    } else {
      reportCodeError(error, setError, MESSAGGI.auth.erroreAccesso);
    }
  };
}

function Verifica({ sfida, onAccesso, onScaduta }: PassoProps) {
  const client = useGraphqlClient();
  const avviaSessione = useAvviaSessione();
  const erroreCodice = useErroreCodice(onScaduta);
  const [recupero, setRecupero] = useState(false);
  const form = useFormSchema(codiceSchema, { codice: '' });
  const onSubmit = form.handleSubmit(async ({ codice }) => {
    try {
      const sessione = (await client.request(VerificaSecondoFattoreMutation, { input: { sfida, codice } })).verificaSecondoFattore;
      avviaSessione(sessione);
      onAccesso(sessione.user);
    } catch (error) {
      erroreCodice(error, form.setError);
    }
  });
  return (
    <AuthCard titolo={M.titolo} sottotitolo={M.istruzioni}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <CampoCodice recupero={recupero} {...form.campo('codice')} />
        <Button type="submit" className="w-full" inAttesa={form.formState.isSubmitting}>
          {M.verifica}
        </Button>
        {!recupero && (
          <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => setRecupero(true)}>
            {M.recupero}
          </button>
        )}
      </form>
    </AuthCard>
  );
}

function CampoCodice({ recupero, ...campo }: { recupero: boolean } & CampoLegato) {
  return (
    <TextField
      label={M.codice}
      autoComplete="one-time-code"
      inputMode={recupero ? 'text' : 'numeric'}
      placeholder={recupero ? 'abcde-fghij' : '123456'}
      autoFocus
      {...campo}
    />
  );
}

/** The enrolment: the secret as a QR code and as a key, its first code, then the recovery codes, shown once. */
function Attivazione({ sfida, onAccesso, onScaduta }: PassoProps) {
  const client = useGraphqlClient();
  const avviaSessione = useAvviaSessione();
  const erroreCodice = useErroreCodice(onScaduta);
  // The same secret however often it is asked: a mutation on the server, read here like data.
  const segreto = useQuery({
    queryKey: ['secondo-fattore', 'attivazione', sfida],
    queryFn: async () => (await client.request(AttivaSecondoFattoreMutation, { sfida })).attivaSecondoFattore,
    staleTime: Infinity,
    retry: false,
  });
  const conferma = useMutation({
    mutationFn: async (codice: string) => (await client.request(ConfermaSecondoFattoreMutation, { input: { sfida, codice } })).confermaSecondoFattore,
  });
  const form = useFormSchema(codiceSchema, { codice: '' });
  const onSubmit = form.handleSubmit(async ({ codice }) => {
    try {
      await conferma.mutateAsync(codice);
    } catch (error) {
      erroreCodice(error, form.setError);
    }
  });

  if (conferma.data) {
    const { sessione, codiciRecupero } = conferma.data;
    return (
      <CodiciRecupero
        codici={codiciRecupero}
        onContinua={() => {
          avviaSessione(sessione);
          onAccesso(sessione.user);
        }}
      />
    );
  }
  if (segreto.isError) {
    if (segreto.error instanceof ApiError && segreto.error.code === 'SECOND_FACTOR_EXPIRED') {
      return (
        <AuthCard titolo={M.titoloAttivazione} sottotitolo={segreto.error.message}>
          <Button className="w-full" onClick={onScaduta}>
            Torna all'accesso
          </Button>
        </AuthCard>
      );
    }
    return (
      <AuthCard titolo={M.titoloAttivazione}>
        <ErroreCaricamento onRiprova={() => void segreto.refetch()} inAttesa={segreto.isRefetching} />
      </AuthCard>
    );
  }
  return (
    <AuthCard titolo={M.titoloAttivazione} sottotitolo={M.istruzioniAttivazione}>
      {segreto.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-col items-center gap-3">
            <CodiceQr testo={segreto.data.uri} etichetta="Codice QR per l'app di autenticazione" />
            <div className="w-full text-center">
              <p className="text-xs text-slate-500">{M.chiaveManuale}</p>
              <p className="mt-1 font-mono text-sm tracking-wider text-slate-900">{segreto.data.segreto.match(/.{1,4}/g)?.join(' ')}</p>
            </div>
          </div>
          <form noValidate onSubmit={onSubmit} className="space-y-5">
            <CampoCodice recupero={false} {...form.campo('codice')} />
            <Button type="submit" className="w-full" inAttesa={form.formState.isSubmitting}>
              {M.attiva}
            </Button>
          </form>
        </div>
      )}
    </AuthCard>
  );
}

function CodiciRecupero({ codici, onContinua }: { codici: string[]; onContinua: () => void }) {
  return (
    <AuthCard titolo={M.titoloCodiciRecupero} sottotitolo={M.istruzioniCodiciRecupero}>
      <div className="space-y-3">
        <ElencoCodici codici={codici} />
        <Button className="w-full" onClick={onContinua}>
          <ShieldCheck aria-hidden className="size-4" />
          {M.continua}
        </Button>
      </div>
    </AuthCard>
  );
}
