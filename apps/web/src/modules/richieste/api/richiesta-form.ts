import { zodResolver } from '@hookform/resolvers/zod';
import { provinciaValida, richiestaSchema, type NomeRicambio, type Provincia, type RichiestaInput } from '@ricambiamo/contracts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Utente } from '../../auth/api/utente';
import { euroInCentesimi } from '../../inserzioni/api/inserzione-form';

/** The request form's values as its inputs hold them: strings as typed, the price in euro, until submit. */
export interface RichiestaForm {
  marca: string;
  modello: string;
  anno: string;
  codiceMotore: string;
  numeroTelaio: string;
  ricambi: NomeRicambio[];
  testo: string;
  codiceOem: string;
  prezzo: string;
  provincia: '' | Provincia;
  citta: string;
}

export type RichiestaValida = z.output<typeof richiestaSchema>;

export const CAMPI_RICHIESTA = [
  'marca',
  'modello',
  'anno',
  'codiceMotore',
  'numeroTelaio',
  'ricambi',
  'testo',
  'codiceOem',
  'provincia',
  'citta',
] as const satisfies readonly (keyof RichiestaForm)[];

/** An empty form, where the buyer is taken from their profile's province and city. */
export const richiestaVuota = (utente: Pick<Utente, 'provincia' | 'citta'> | null): RichiestaForm => ({
  marca: '',
  modello: '',
  anno: '',
  codiceMotore: '',
  numeroTelaio: '',
  ricambi: [],
  testo: '',
  codiceOem: '',
  prezzo: '',
  provincia: utente?.provincia && provinciaValida(utente.provincia) ? utente.provincia : '',
  citta: utente?.citta ?? '',
});

/** An empty box is "missing" (the shared schema's required message), not 0; text that is no number stays NaN. */
const numero = (testo: string): number | undefined => (testo.trim() === '' ? undefined : Number(testo));

// Empty optional texts are the schema's to turn into null.
const comeInput = ({ anno, prezzo, provincia, ...testi }: RichiestaForm): RichiestaInput =>
  ({ ...testi, anno: numero(anno), prezzoCentesimi: euroInCentesimi(prezzo), provincia: provincia || undefined }) as RichiestaInput;

// The one schema the demand service applies, on what the form would send.
const schema = zodResolver(richiestaSchema);
export const resolverRichiesta: Resolver<RichiestaForm, unknown, RichiestaValida> = async (valori, contesto, opzioni) => {
  const esito = await schema(comeInput(valori), contesto, opzioni as never);
  // The price is typed in euro: its message goes under that input.
  const { prezzoCentesimi, ...errori } = esito.errors;
  return prezzoCentesimi ? { values: {}, errors: { ...errori, prezzo: prezzoCentesimi } } : esito;
};
