import type { DatiPersonali, StimatorePassword } from '@ricambiamo/contracts';
import { caricaStimatorePassword, problemaPassword } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';

/**
 * The strength rule of every new password (registration, reset), with what identity knows of the user. The web's form
 * applies it too, but only this one cannot be skipped. See docs/security.md, "Passwords".
 */
export class PasswordStrength {
  private constructor(private readonly stima: StimatorePassword) {}

  /** Loads the dictionaries once, when the service starts, so no request waits for them. */
  static async load(): Promise<PasswordStrength> {
    return new PasswordStrength(await caricaStimatorePassword());
  }

  /** VALIDATION_FAILED with the Italian message on the password field, as the form shows it. */
  check(password: string, utente: DatiPersonali): void {
    const messaggio = problemaPassword(this.stima, password, utente);
    if (messaggio) throw new DomainError('VALIDATION_FAILED', { password: messaggio });
  }
}
