import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { campiDi } from './campi';

/**
 * A form checked by a contracts schema, so it shows the very rules and Italian messages the service applies
 * (docs/rules.md §8); its values are the schema's input, what submit hands on its output. `campo` binds an input to
 * a field (campiDi).
 */
export function useFormSchema<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, campo: campiDi(form.register, form.formState.errors) };
}
