import { decodificaVin, MESSAGGI_GARAGE, verificaVin } from '@ricambiamo/contracts';
import { TriangleAlert } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { campiDi } from '../../../lib/forms/campi';
import { CampoCarburante } from '../../catalogo/components/CampoCarburante';
import { TextField } from '../../ui/components/TextField';
import type { InserzioneForm } from '../api/inserzione-form';

const annoDigitato = (anno: string): number | null => (/^\d{4}$/.test(anno.trim()) ? Number(anno) : null);

/**
 * docs/rules.md §3 New listing vehicle data; the messages come from the shared schema through the form's resolver. A VIN
 * fills an empty Marca with its maker and is checked against the marca and anno typed, as the seller types: a
 * disagreement is a warning under the field, never a refusal (the seller may have the car's papers in hand).
 */
export function CampiVeicolo() {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<InserzioneForm>();
  const campo = campiDi(register, errors);
  const numerico = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  const [vin, marca, anno] = useWatch({ control, name: ['numeroTelaio', 'marca', 'anno'] });
  const marcaDalTelaio = decodificaVin(vin).marca;
  const avvisi = verificaVin(vin, { marca, anno: annoDigitato(anno) });
  const telaio = campo('numeroTelaio');

  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-6">
      <TextField className="col-span-2 sm:col-span-3" label="Marca" placeholder="Fiat" {...campo('marca')} />
      <TextField className="col-span-2 sm:col-span-3" label="Modello" placeholder="Panda" {...campo('modello')} />
      <TextField className="sm:col-span-2" label="Anno" placeholder="2012" {...numerico} {...campo('anno')} />
      <TextField className="sm:col-span-2" label="Chilometri" placeholder="128000" {...numerico} {...campo('km')} />
      <CampoCarburante className="sm:col-span-2" id="carburante" error={errors.carburante?.message} {...register('carburante')} />
      <TextField className="sm:col-span-2" label="CV" placeholder="69" {...numerico} {...campo('cv')} />
      <TextField className="sm:col-span-2" label="kW" placeholder="51" {...numerico} {...campo('kw')} />
      <TextField className="sm:col-span-2" label="Cilindrata (cc)" placeholder="1242" {...numerico} {...campo('cilindrata')} />
      <TextField
        className="col-span-2 sm:col-span-3"
        label="Codice motore (facoltativo)"
        placeholder="169A4000"
        maxLength={20}
        autoCapitalize="characters"
        hint="es. 169A4000"
        {...campo('codiceMotore')}
      />
      <div className="col-span-2 sm:col-span-3">
        <TextField
          label="Numero telaio (facoltativo)"
          placeholder="ZFA31200000123456"
          maxLength={17}
          autoCapitalize="characters"
          hint={marcaDalTelaio ? MESSAGGI_GARAGE.marcaDalTelaio(marcaDalTelaio) : 'Resta riservato: gli acquirenti vedono solo "Telaio verificato"'}
          {...telaio}
          onChange={async (evento) => {
            await telaio.onChange(evento);
            const delTelaio = decodificaVin(evento.target.value).marca;
            if (delTelaio && getValues('marca').trim() === '') setValue('marca', delTelaio, { shouldDirty: true, shouldValidate: false });
          }}
        />
        <div aria-live="polite">
          {avvisi.length > 0 && (
            <ul aria-label="Avvisi sul numero di telaio" className="mt-2 space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              {avvisi.map((avviso) => (
                <li key={avviso} className="flex gap-2">
                  <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {avviso}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
