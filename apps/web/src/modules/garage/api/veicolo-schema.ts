// Loaded on its own (veicolo-ospite.ts): the garage's schema, and zod with it, only where a stored vehicle is checked.
export { veicoloSchema } from '@ricambiamo/contracts';
