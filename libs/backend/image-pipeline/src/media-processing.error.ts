import type { MediaFailureCode } from '@ricambiamo/contracts';

/**
 * A failure the uploader must hear about. Jobs fail with `<code>: <detail>`: the gateway shows the code's Italian
 * message, operators read the detail in Redis and the logs.
 */
export class MediaProcessingError extends Error {
  constructor(
    readonly code: MediaFailureCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'MediaProcessingError';
  }
}
