import type { CampoLegato } from '../../../lib/forms/campi';
import { SezioneForm } from './SezioneForm';
import { TextField } from './TextField';

/** The address's fields, named as the shared schemas name them. */
export const CAMPI_INDIRIZZO = ['indirizzo', 'citta', 'cap', 'provincia'] as const;
type CampoIndirizzo = (typeof CAMPI_INDIRIZZO)[number];

interface CampiIndirizzoProps {
  /** The form's `campo` (campiDi): every form with an address names its fields as the shared schemas do. */
  campo: (nome: CampoIndirizzo) => CampoLegato;
  /** How wide the street line is in the form's six-column grid: a whole row, or half beside another field. */
  larghezzaIndirizzo: 'sm:col-span-6' | 'sm:col-span-3';
}

/** Street, city, CAP and province (docs/rules.md §4), laid out on a six-column grid, as the buyer's profile and the checkout ask them. */
export function CampiIndirizzo({ campo, larghezzaIndirizzo }: CampiIndirizzoProps) {
  return (
    <>
      <TextField
        className={larghezzaIndirizzo}
        label="Indirizzo"
        autoComplete="street-address"
        placeholder="Via Roma 1"
        {...campo('indirizzo')}
      />
      <TextField className="sm:col-span-3" label="Città" autoComplete="address-level2" placeholder="Bologna" {...campo('citta')} />
      <TextField
        className="sm:col-span-1"
        label="CAP"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="40121"
        maxLength={5}
        {...campo('cap')}
      />
      <TextField className="sm:col-span-2" label="Provincia" autoComplete="address-level1" placeholder="BO" {...campo('provincia')} />
    </>
  );
}

/** The address as a form section of its own, the street on a whole row. */
export function SezioneIndirizzo({ titolo, campo }: { titolo: string; campo: CampiIndirizzoProps['campo'] }) {
  return (
    <SezioneForm titolo={titolo}>
      <div className="grid gap-5 sm:grid-cols-6">
        <CampiIndirizzo campo={campo} larghezzaIndirizzo="sm:col-span-6" />
      </div>
    </SezioneForm>
  );
}
