import { useFormContext } from 'react-hook-form';
import { campiDi } from '../../../lib/forms/campi';
import { AreaTesto } from '../../ui/components/AreaTesto';
import type { InserzioneForm } from '../api/inserzione-form';

export function CampoDescrizione() {
  const {
    register,
    formState: { errors },
  } = useFormContext<InserzioneForm>();
  return (
    <AreaTesto
      id="descrizione"
      label={
        <>
          Descrizione <span className="font-normal text-slate-500">(facoltativa)</span>
        </>
      }
      rows={4}
      placeholder="Stato generale del veicolo, motivo della demolizione, note sui ricambi…"
      {...campiDi(register, errors)('descrizione')}
    />
  );
}
