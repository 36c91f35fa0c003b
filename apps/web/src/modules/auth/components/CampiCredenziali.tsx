import type { StimaPassword } from '@ricambiamo/contracts';
import type { ComponentProps } from 'react';
import { TextField } from '../../ui/components/TextField';
import { SicurezzaPassword } from './SicurezzaPassword';

type CampoProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'>;

/** The account's e-mail, as every auth page asks for it. */
export function CampoEmail(props: Omit<CampoProps, 'label'>) {
  return <TextField label="Email" type="email" autoComplete="email" placeholder="nome@esempio.it" {...props} />;
}

/** The password the account has now, for signing in. */
export function CampoPassword(props: CampoProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

/**
 * A password being chosen (and its confirmation): the browser offers to generate one, and with `stima` the strength
 * of what is typed shows under the field.
 */
export function CampoNuovaPassword({ stima, ...props }: CampoProps & { stima?: StimaPassword | null }) {
  return <TextField type="password" autoComplete="new-password" hint={stima && <SicurezzaPassword stima={stima} />} {...props} />;
}
