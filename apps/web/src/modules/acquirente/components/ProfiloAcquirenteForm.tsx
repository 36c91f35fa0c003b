import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGGI, profiloAcquirenteSchema, type ProfiloAcquirente, type ProfiloAcquirenteInput } from '@ricambiamo/contracts';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { reportFormError } from '../../../lib/forms/report-form-error';
import type { Utente } from '../../auth/api/utente';
import { Button } from '../../ui/components/Button';
import { CampiIndirizzo } from '../../ui/components/CampiIndirizzo';
import { TextField } from '../../ui/components/TextField';
import { useAggiornaProfilo } from '../hooks/useAggiornaProfilo';

export function ProfiloAcquirenteForm({ utente }: { utente: Utente }) {
  const aggiorna = useAggiornaProfilo();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfiloAcquirenteInput, unknown, ProfiloAcquirente>({
    resolver: zodResolver(profiloAcquirenteSchema),
    defaultValues: {
      nome: utente.nome,
      telefono: utente.telefono ?? '',
      indirizzo: utente.indirizzo ?? '',
      citta: utente.citta ?? '',
      cap: utente.cap ?? '',
      provincia: utente.provincia ?? '',
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const salvato = await aggiorna.mutateAsync(input);
      reset({
        nome: salvato.nome,
        telefono: salvato.telefono ?? '',
        indirizzo: salvato.indirizzo ?? '',
        citta: salvato.citta ?? '',
        cap: salvato.cap ?? '',
        provincia: salvato.provincia ?? '',
      });
      toast.success(MESSAGGI.successo.profiloAggiornato);
    } catch (error) {
      reportFormError(
        error,
        setError,
        ['nome', 'telefono', 'indirizzo', 'citta', 'cap', 'provincia'],
        MESSAGGI.profilo.erroreAggiornamento,
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-6">
      <TextField
        className="sm:col-span-3"
        label="Email"
        type="email"
        value={utente.email}
        readOnly
        hint="L'email non può essere modificata."
      />
      <TextField
        className="sm:col-span-3"
        label="Nome"
        autoComplete="name"
        error={errors.nome?.message}
        {...register('nome')}
      />
      <TextField
        className="sm:col-span-3"
        label="Telefono"
        type="tel"
        autoComplete="tel"
        placeholder="+39 333 123 4567"
        error={errors.telefono?.message}
        {...register('telefono')}
      />
      <CampiIndirizzo register={register} errors={errors} larghezzaIndirizzo="sm:col-span-3" />
      <div className="flex justify-end sm:col-span-6">
        <Button type="submit" inAttesa={isSubmitting} disabled={!isDirty}>
          <Save aria-hidden className="size-4" />
          Salva modifiche
        </Button>
      </div>
    </form>
  );
}
