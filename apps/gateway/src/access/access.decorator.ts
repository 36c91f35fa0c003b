import { SetMetadata } from '@nestjs/common';
import type { Ruolo } from '@ricambiamo/contracts';

/** Who may call an operation: anyone, any signed-in user, or only one role. */
export type AccessRule = 'public' | 'authenticated' | Ruolo;

export const ACCESS_KEY = 'ricambiamo:access';

/** Every resolver method declares its rule; the guard refuses operations that do not (fail closed). */
export const Access = (rule: AccessRule) => SetMetadata(ACCESS_KEY, rule);
