import {
  GIORNI,
  MESSAGGI,
  profiloVenditoreSchema,
  type ProfiloVenditoreInput,
} from '@ricambiamo/contracts';
import { Save } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { toast } from '../../../lib/browser/avvisi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { testiForm } from '../../../lib/forms/testi-form';
import { useFormSchema } from '../../../lib/forms/use-form-schema';
import { AreaTesto } from '../../ui/components/AreaTesto';
import { Button } from '../../ui/components/Button';
import { CampoEmailAccount, CampoTelefono } from '../../ui/components/CampiContatto';
import { CAMPI_INDIRIZZO, SezioneIndirizzo } from '../../ui/components/CampiIndirizzo';
import { SezioneForm } from '../../ui/components/SezioneForm';
import { TextField } from '../../ui/components/TextField';
import type { ProfiloVenditoreSalvato } from '../api/profilo-venditore.query';
import { useAggiornaProfiloVenditore } from '../hooks/useAggiornaProfiloVenditore';
import { useImmagineProfilo } from '../hooks/useImmagineProfilo';
import { CampoImmagineProfilo } from './CampoImmagineProfilo';
import { OrariAperturaCampi } from './OrariAperturaCampi';

const valoriForm = (profilo: ProfiloVenditoreSalvato): ProfiloVenditoreInput => ({
  nome: profilo.nome,
  ...testiForm(profilo, ['telefono', 'nomeAttivita', 'partitaIva', 'iban', 'descrizione', ...CAMPI_INDIRIZZO]),
  // Identity answers docs/rules.md §9's default hours for a seller who never set any.
  orari: profilo.orari,
  logoImage: profilo.logoImage,
  bannerImage: profilo.bannerImage,
});

/** Every field the server may name in VALIDATION_FAILED, so its message lands under the input. */
const CAMPI_SERVER: readonly Path<ProfiloVenditoreInput>[] = [
  'nome',
  'telefono',
  'nomeAttivita',
  'partitaIva',
  'iban',
  'descrizione',
  ...GIORNI.flatMap((giorno) => [`orari.${giorno}.apertura`, `orari.${giorno}.chiusura`] as const),
  'indirizzo',
  'citta',
  'cap',
  'provincia',
  'logoImage',
  'bannerImage',
];

export function ImpostazioniProfiloForm({ profilo }: { profilo: ProfiloVenditoreSalvato }) {
  const aggiorna = useAggiornaProfiloVenditore();
  const descrizioneId = useId();
  const {
    campo,
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useFormSchema(profiloVenditoreSchema, valoriForm(profilo));
  const [logoImage, bannerImage] = useWatch({ control, name: ['logoImage', 'bannerImage'] });
  // A new image replaces the old one only in the form: nothing changes on the profile until Salva Modifiche.
  const imposta = useCallback(
    (immagine: 'logoImage' | 'bannerImage') => (key: string | null) => setValue(immagine, key, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );
  const logo = useImmagineProfilo('logo', useCallback((key) => imposta('logoImage')(key), [imposta]));
  const banner = useImmagineProfilo('banner', useCallback((key) => imposta('bannerImage')(key), [imposta]));
  const caricamentoInCorso = logo.caricamento.stato !== 'fermo' || banner.caricamento.stato !== 'fermo';

  const onSubmit = handleSubmit(async (input) => {
    try {
      reset(valoriForm(await aggiorna.mutateAsync(input)));
      toast.success(MESSAGGI.successo.profiloAggiornato);
    } catch (error) {
      reportFormError(error, setError, CAMPI_SERVER, MESSAGGI.profilo.erroreAggiornamento);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <SezioneForm titolo="Informazioni Personali">
        <div className="grid gap-5 sm:grid-cols-6">
          <TextField className="sm:col-span-6" label="Nome e Cognome" autoComplete="name" {...campo('nome')} />
          <CampoEmailAccount className="sm:col-span-3" email={profilo.email} disabled />
          <CampoTelefono className="sm:col-span-3" placeholder="+39 051 123 4567" {...campo('telefono')} />
        </div>
      </SezioneForm>

      <SezioneForm titolo="Informazioni Attività">
        <div className="grid gap-5 sm:grid-cols-6">
          <TextField
            className="sm:col-span-6"
            label="Nome Attività"
            autoComplete="organization"
            placeholder="Autodemolizioni Rossi"
            {...campo('nomeAttivita')}
          />
          <TextField className="sm:col-span-2" label="Partita IVA" inputMode="numeric" placeholder="12345678903" {...campo('partitaIva')} />
          <TextField
            className="sm:col-span-4"
            label="IBAN"
            autoComplete="off"
            placeholder="IT60 X054 2811 1010 0000 0123 456"
            hint="I compratori lo vedono per pagarti con bonifico."
            {...campo('iban')}
          />
          <AreaTesto
            className="sm:col-span-6"
            id={descrizioneId}
            label="Descrizione Attività"
            rows={4}
            placeholder="Da quanti anni siete attivi, che veicoli trattate, come spedite…"
            {...campo('descrizione')}
          />
        </div>
      </SezioneForm>

      <SezioneForm titolo="Orari di Apertura">
        <OrariAperturaCampi control={control} register={register} errors={errors.orari} />
      </SezioneForm>

      <SezioneForm titolo="Immagini" descrizione="Il banner e il logo appaiono sul tuo profilo pubblico e nella tua dashboard.">
        <div className="space-y-6">
          <CampoImmagineProfilo
            immagine={banner}
            chiave={bannerImage ?? null}
            onRimuovi={() => imposta('bannerImage')(null)}
            erroreCampo={errors.bannerImage?.message}
          />
          <CampoImmagineProfilo
            immagine={logo}
            chiave={logoImage ?? null}
            onRimuovi={() => imposta('logoImage')(null)}
            erroreCampo={errors.logoImage?.message}
          />
        </div>
      </SezioneForm>

      <SezioneIndirizzo titolo="Indirizzo" campo={campo} />

      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {caricamentoInCorso && <p className="text-sm text-slate-600">Attendi la fine del caricamento delle immagini.</p>}
        <Button type="submit" inAttesa={isSubmitting} disabled={caricamentoInCorso} className="w-full sm:w-auto">
          {!isSubmitting && <Save aria-hidden className="size-4" />}
          {isSubmitting ? 'Salvataggio...' : 'Salva Modifiche'}
        </Button>
      </div>
    </form>
  );
}
