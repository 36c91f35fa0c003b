import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITMO = 'aes-256-gcm';
const VERSIONE = 'v1';

/**
 * An operator's TOTP secret at rest: AES-256-GCM under a key derived from TOTP_KEY, so a copy of the database alone
 * does not let anyone make codes (docs/architecture.md#the-operator-and-the-second-factor). Stored as
 * "v1.<iv>.<tag>.<ciphertext>", each part base64url.
 */
export class Cifratura {
  private readonly chiave: Buffer;

  constructor(segreto: string) {
    this.chiave = createHash('sha256').update(segreto).digest();
  }

  cifra(testo: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITMO, this.chiave, iv);
    const dati = Buffer.concat([cipher.update(testo, 'utf8'), cipher.final()]);
    return [VERSIONE, iv, cipher.getAuthTag(), dati].map((parte) => (typeof parte === 'string' ? parte : parte.toString('base64url'))).join('.');
  }

  /** Throws when the value was altered or encrypted under another key. */
  decifra(cifrato: string): string {
    const [versione, iv, tag, dati] = cifrato.split('.');
    if (versione !== VERSIONE || !iv || !tag || dati === undefined) throw new Error('segreto cifrato non riconosciuto');
    const decipher = createDecipheriv(ALGORITMO, this.chiave, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(dati, 'base64url')), decipher.final()]).toString('utf8');
  }
}
