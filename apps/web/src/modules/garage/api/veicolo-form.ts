import { zodResolver } from '@hookform/resolvers/zod';
import { veicoloSchema, type Carburante, type Veicolo, type VeicoloInput } from '@ricambiamo/contracts';
import type { Resolver } from 'react-hook-form';

/** The vehicle form's values as its inputs hold them: strings as typed until submit. */
export interface VeicoloForm {
  marca: string;
  modello: string;
  anno: string;
  carburante: '' | Carburante;
  cilindrata: string;
  kw: string;
  codiceMotore: string;
  numeroTelaio: string;
}

export const CAMPI_VEICOLO = ['marca', 'modello', 'anno', 'carburante', 'cilindrata', 'kw', 'codiceMotore', 'numeroTelaio'] as const;

export const VEICOLO_VUOTO: VeicoloForm = {
  marca: '',
  modello: '',
  anno: '',
  carburante: '',
  cilindrata: '',
  kw: '',
  codiceMotore: '',
  numeroTelaio: '',
};

export const valoriDi = (veicolo: Veicolo): VeicoloForm => ({
  marca: veicolo.marca,
  modello: veicolo.modello,
  anno: String(veicolo.anno),
  carburante: veicolo.carburante,
  cilindrata: String(veicolo.cilindrata),
  kw: String(veicolo.kw),
  codiceMotore: veicolo.codiceMotore ?? '',
  numeroTelaio: veicolo.numeroTelaio ?? '',
});

/** An empty box is "missing" (the shared schema's required message), not 0; text that is no number stays NaN. */
const numero = (testo: string): number | undefined => (testo.trim() === '' ? undefined : Number(testo));

const comeInput = (valori: VeicoloForm) => ({
  ...valori,
  anno: numero(valori.anno),
  carburante: valori.carburante || undefined,
  cilindrata: numero(valori.cilindrata),
  kw: numero(valori.kw),
});

// The one schema identity applies, on what the form would send.
const schema = zodResolver(veicoloSchema);
export const resolverVeicolo: Resolver<VeicoloForm, unknown, Veicolo> = (valori, contesto, opzioni) =>
  schema(comeInput(valori) as VeicoloInput, contesto, opzioni as never);
