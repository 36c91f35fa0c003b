import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The phone number, as the profiles and the checkout ask it. */
export function CampoTelefono(props: Props) {
  return <TextField label="Telefono" type="tel" autoComplete="tel" {...props} />;
}

/** The account's e-mail in a profile: shown, never edited there. */
export function CampoEmailAccount({ email, ...props }: Omit<Props, 'value' | 'readOnly' | 'hint'> & { email: string }) {
  return <TextField label="Email" type="email" value={email} readOnly hint="L'email non può essere modificata." {...props} />;
}
