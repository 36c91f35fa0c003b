import { ApiError } from '../graphql/api-error';

/** A v4 UUID from getRandomValues, which browsers offer on plain http too (randomUUID needs a secure context). */
function uuid(): string {
  const byte = crypto.getRandomValues(new Uint8Array(16));
  byte[6] = (byte[6] & 0x0f) | 0x40;
  byte[8] = (byte[8] & 0x3f) | 0x80;
  const hex = Array.from(byte, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** No answer, or INTERNAL: the operation may have been done (a timeout after the commit), or not. */
const esitoIncerto = (errore: unknown) =>
  !(errore instanceof ApiError) || errore.code === 'NETWORK' || errore.code === 'INTERNAL';

/**
 * The idempotency key of a form that must act once (spend tokens, place an order): one per submission attempt. A retry
 * of the same content after an unknown outcome sends the same key, so the services do it once; new content, or any
 * submission after an answer that settled the attempt (done, or refused), gets a new key, so a key never carries two
 * different operations (the services refuse that with IDEMPOTENCY_KEY_REUSED or ORDER_ID_REUSED).
 */
export class ChiaveTentativo {
  private tentativo: { contenuto: string; chiave: string } | null = null;

  constructor(private readonly genera: () => string = uuid) {}

  /** Sends `contenuto` with its attempt's key through `richiesta`. */
  async invia<T>(contenuto: unknown, richiesta: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const json = JSON.stringify(contenuto);
    if (this.tentativo?.contenuto !== json) this.tentativo = { contenuto: json, chiave: this.genera() };
    try {
      const risposta = await richiesta(this.tentativo.chiave);
      this.tentativo = null;
      return risposta;
    } catch (errore) {
      if (!esitoIncerto(errore)) this.tentativo = null;
      throw errore;
    }
  }
}
