import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

type CampoIndirizzo = 'indirizzo' | 'citta' | 'cap' | 'provincia';

interface CampiIndirizzoProps {
  /** The form's `register`: every form with an address names its fields as the shared schemas do. */
  register: (campo: CampoIndirizzo) => UseFormRegisterReturn;
  errors: Partial<Record<CampoIndirizzo, FieldError>>;
  /** How wide the street line is in the form's six-column grid: a whole row, or half beside another field. */
  larghezzaIndirizzo: 'sm:col-span-6' | 'sm:col-span-3';
}

/** Street, city, CAP and province (docs/rules.md §4), laid out on a six-column grid, as the buyer's profile and the checkout ask them. */
export function CampiIndirizzo({ register, errors, larghezzaIndirizzo }: CampiIndirizzoProps) {
  return (
    <>
      <TextField
        className={larghezzaIndirizzo}
        label="Indirizzo"
        autoComplete="street-address"
        placeholder="Via Roma 1"
        error={errors.indirizzo?.message}
        {...register('indirizzo')}
      />
      <TextField
        className="sm:col-span-3"
        label="Città"
        autoComplete="address-level2"
        placeholder="Bologna"
        error={errors.citta?.message}
        {...register('citta')}
      />
      <TextField
        className="sm:col-span-1"
        label="CAP"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="40121"
        maxLength={5}
        error={errors.cap?.message}
        {...register('cap')}
      />
      <TextField
        className="sm:col-span-2"
        label="Provincia"
        autoComplete="address-level1"
        placeholder="BO"
        error={errors.provincia?.message}
        {...register('provincia')}
      />
    </>
  );
}
