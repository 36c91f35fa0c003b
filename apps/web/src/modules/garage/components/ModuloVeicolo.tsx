import { decodificaVin, MESSAGGI_GARAGE, verificaVin, type Veicolo } from '@ricambiamo/contracts';
import { Save, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/browser/avvisi';
import { campiDi } from '../../../lib/forms/campi';
import { reportFormError } from '../../../lib/forms/report-form-error';
import { CampoCarburante } from '../../catalogo/components/CampoCarburante';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import type { VeicoloSalvato } from '../api/veicolo';
import { CAMPI_VEICOLO, resolverVeicolo, valoriDi, VEICOLO_VUOTO, type VeicoloForm } from '../api/veicolo-form';
import { useAggiungiVeicolo } from '../hooks/useAggiungiVeicolo';
import { useModificaVeicolo } from '../hooks/useModificaVeicolo';

interface ModuloVeicoloProps {
  /** The vehicle to edit; null to add one. */
  veicolo: VeicoloSalvato | null;
  onChiudi: () => void;
}

const annoDigitato = (anno: string): number | null => (/^\d{4}$/.test(anno.trim()) ? Number(anno) : null);

/**
 * docs/rules.md §3.6: the listing form's vehicle inputs, with its labels and the shared schema's messages, plus the
 * engine code and the VIN. A VIN fills an empty Marca with its maker and is checked against the marca and anno typed,
 * as the buyer types; a disagreement is a warning, never a refusal.
 */
export function ModuloVeicolo({ veicolo, onChiudi }: ModuloVeicoloProps) {
  const aggiungi = useAggiungiVeicolo();
  const modifica = useModificaVeicolo();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<VeicoloForm, unknown, Veicolo>({ resolver: resolverVeicolo, defaultValues: veicolo ? valoriDi(veicolo) : VEICOLO_VUOTO });
  const campo = campiDi(register, errors);
  const numerico = { type: 'number', inputMode: 'numeric', min: 0 } as const;

  const [vin, marca, anno] = watch(['numeroTelaio', 'marca', 'anno']);
  const marcaDalTelaio = decodificaVin(vin).marca;
  const avvisi = verificaVin(vin, { marca, anno: annoDigitato(anno) });
  const telaio = campo('numeroTelaio');

  const onSubmit = handleSubmit(async (dati) => {
    try {
      if (veicolo) {
        await modifica.mutateAsync({ ...dati, veicoloId: veicolo.id });
        toast.success(MESSAGGI_GARAGE.aggiornato);
      } else {
        await aggiungi.mutateAsync(dati);
        toast.success(MESSAGGI_GARAGE.aggiunto);
      }
      onChiudi();
    } catch (error) {
      reportFormError(error, setError, CAMPI_VEICOLO, MESSAGGI_GARAGE.salvataggio);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-titolo`} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h3 id={`${id}-titolo`} className="text-base font-semibold text-slate-900">
        {veicolo ? 'Modifica veicolo' : 'Nuovo veicolo'}
      </h3>
      <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-6">
        <TextField className="col-span-2 sm:col-span-3" label="Marca" placeholder="Fiat" {...campo('marca')} />
        <TextField className="col-span-2 sm:col-span-3" label="Modello" placeholder="Panda" {...campo('modello')} />
        <TextField className="sm:col-span-2" label="Anno" placeholder="2012" {...numerico} {...campo('anno')} />
        <CampoCarburante className="sm:col-span-2" id={`${id}-carburante`} error={errors.carburante?.message} {...register('carburante')} />
        <TextField className="sm:col-span-2" label="kW" placeholder="51" {...numerico} {...campo('kw')} />
        <TextField className="sm:col-span-3" label="Cilindrata (cc)" placeholder="1242" {...numerico} {...campo('cilindrata')} />
        <TextField
          className="sm:col-span-3"
          label="Codice motore (facoltativo)"
          placeholder="169A4000"
          autoCapitalize="characters"
          {...campo('codiceMotore')}
        />
        <TextField
          className="col-span-2 sm:col-span-6"
          label="Numero telaio (facoltativo)"
          placeholder="ZFA31200000123456"
          maxLength={17}
          autoCapitalize="characters"
          hint={marcaDalTelaio ? MESSAGGI_GARAGE.marcaDalTelaio(marcaDalTelaio) : undefined}
          {...telaio}
          onChange={async (evento) => {
            await telaio.onChange(evento);
            const delTelaio = decodificaVin(evento.target.value).marca;
            if (delTelaio && getValues('marca').trim() === '') setValue('marca', delTelaio, { shouldDirty: true, shouldValidate: false });
          }}
        />
      </div>
      <div aria-live="polite">
        {avvisi.length > 0 && (
          <ul className="mt-4 space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {avvisi.map((avviso) => (
              <li key={avviso} className="flex gap-2">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {avviso}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variante="secondary" onClick={onChiudi} disabled={isSubmitting}>
          Annulla
        </Button>
        <Button type="submit" inAttesa={isSubmitting}>
          <Save aria-hidden className="size-4" />
          Salva veicolo
        </Button>
      </div>
    </form>
  );
}
