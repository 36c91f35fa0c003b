import type { OnModuleDestroy } from '@nestjs/common';
import type { DatiPersonali, StimatorePassword } from '@ricambiamo/contracts';
import { creaStimatorePassword, problemaPassword } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';

/** How long the dictionaries stay loaded after the last password checked. */
export const DIZIONARI_RILASCIATI_DOPO_MS = 10 * 60_000;

/**
 * The strength rule of every new password (registration, reset), with what identity knows of the user. The web's form
 * applies it too, but only this one cannot be skipped. See docs/security.md, "Passwords".
 *
 * zxcvbn's dictionaries are about 15 MB of heap, an eighth of the service at rest, for the few requests that choose a
 * password. They are built by the first of those (about 0.3 s) and let go when none has come for ten minutes
 * (docs/performance.md#start-up-and-idle-memory).
 */
export class PasswordStrength implements OnModuleDestroy {
  private stima: Promise<StimatorePassword> | null = null;
  private rilascio: NodeJS.Timeout | null = null;

  constructor(
    private readonly crea: () => Promise<StimatorePassword> = creaStimatorePassword,
    private readonly rilasciaDopoMs = DIZIONARI_RILASCIATI_DOPO_MS,
  ) {}

  /** VALIDATION_FAILED with the Italian message on the password field, as the form shows it. */
  async check(password: string, utente: DatiPersonali): Promise<void> {
    const stima = await this.stimatore();
    const messaggio = problemaPassword(stima, password, utente);
    if (messaggio) throw new DomainError('VALIDATION_FAILED', { password: messaggio });
  }

  onModuleDestroy(): void {
    if (this.rilascio) clearTimeout(this.rilascio);
  }

  private stimatore(): Promise<StimatorePassword> {
    this.stima ??= this.crea().catch((error: unknown) => {
      this.stima = null;
      throw error;
    });
    // One timer, pushed back by every check; its own, it must not keep a stopping service alive.
    this.rilascio ??= setTimeout(() => (this.stima = null), this.rilasciaDopoMs).unref();
    this.rilascio.refresh();
    return this.stima;
  }
}
