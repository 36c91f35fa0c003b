import type { OggettoModulo, SegnalazioneInput } from '@ricambiamo/contracts';
import { ETICHETTE_MOTIVO, MAX_SPIEGAZIONE, MOTIVI_SEGNALAZIONE, SEGNALAZIONE_INVIATA, segnalazioneSchema } from '@ricambiamo/contracts';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { useSessione } from '../../auth/hooks/useSessione';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { Dialogo } from '../../ui/components/Dialogo';
import { TextField } from '../../ui/components/TextField';
import { SegnalaMutation } from '../api/segnala.mutation';
import { GruppoRadio } from '../../ui/components/GruppoRadio';
import { BuonaFede } from './BuonaFede';

const CAMPI = ['motivo', 'spiegazione', 'nome', 'email', 'buonaFede'] as const;

interface SegnalazioneDialogoProps {
  oggetto: OggettoModulo;
  oggettoId: string;
  titolo: string;
  onChiudi: () => void;
}

/**
 * The report form of art. 16 DSA: a reason, an explanation, optionally who reports (required for a claim of infringed
 * rights) and a statement of good faith, checked by the schema moderation applies. A signed-in user's name and e-mail
 * come filled in.
 */
export function SegnalazioneDialogo({ oggetto, oggettoId, titolo, onChiudi }: SegnalazioneDialogoProps) {
  const id = useId();
  const client = useGraphqlClient();
  const { utente } = useSessione();
  const segnala = useMutation({
    mutationFn: async (input: SegnalazioneInput & { buonaFede: boolean }) => client.request(SegnalaMutation, { input: { ...input, oggetto, oggettoId } }),
  });
  const {
    campo,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useFormSchema(segnalazioneSchema, { spiegazione: '', nome: utente?.nome ?? '', email: utente?.email ?? '' });

  const onSubmit = handleSubmit(async (segnalazione) => {
    try {
      await segnala.mutateAsync(segnalazione);
    } catch (error) {
      reportFormError(error, setError, CAMPI, 'Non è stato possibile inviare la segnalazione. Riprova.');
    }
  });

  if (segnala.isSuccess) {
    return (
      <Dialogo titolo="Segnalazione inviata" onChiudi={onChiudi}>
        <div className="space-y-4 text-sm text-slate-700">
          <p className="flex items-start gap-2">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            {SEGNALAZIONE_INVIATA}
          </p>
          <div className="flex justify-end">
            <Button onClick={onChiudi}>Chiudi</Button>
          </div>
        </div>
      </Dialogo>
    );
  }

  return (
    <Dialogo titolo={`Segnala: ${titolo}`} onChiudi={() => !isSubmitting && onChiudi()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        <GruppoRadio legenda="Motivo" opzioni={MOTIVI_SEGNALAZIONE} etichette={ETICHETTE_MOTIVO} campo={register('motivo')} errore={errors.motivo?.message} />
        <AreaTesto
          id={`${id}-spiegazione`}
          label="Spiega il problema"
          rows={4}
          maxLength={MAX_SPIEGAZIONE}
          placeholder={oggetto === 'inserzione' ? 'Che cosa non va in questa inserzione? Indica fatti precisi.' : 'Che cosa non va con questo venditore? Indica fatti precisi.'}
          {...campo('spiegazione')}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1.5 font-medium text-slate-700">Chi segnala (facoltativo, obbligatorio per violazioni di diritti)</legend>
          <TextField label="Nome e cognome" autoComplete="name" {...campo('nome')} />
          <TextField label="E-mail" type="email" autoComplete="email" hint="Per ricevere la conferma e la decisione" {...campo('email')} />
        </fieldset>
        <BuonaFede campo={register('buonaFede')} errore={errors.buonaFede?.message} />
        <p className="text-xs text-slate-500">
          La segnalazione va all’operatore di Ricambiamo, che decide secondo le{' '}
          <Link to="/policies/terms" className="underline">
            condizioni d’uso
          </Link>{' '}
          e la legge. Segnalarlo non nasconde nulla da sé.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" inAttesa={isSubmitting}>
            Invia segnalazione
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}
