import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';

/** What an input takes to stand for a form's field: its registration and, once the field is refused, the message under it. */
export type CampoLegato = UseFormRegisterReturn & { error: string | undefined };

/** `campo('nome')` binds an input (TextField and the like) to the field `nome`, so each input names its field once. */
export function campiDi<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (nome: Path<T>): CampoLegato => ({ ...register(nome), error: get<FieldErrors<T>, FieldError | undefined>(errors, nome)?.message });
}
