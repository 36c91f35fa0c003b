import type { ErrorCode } from '@ricambiamo/contracts';

/**
 * Why the pipeline gave up on an image: `code` is what the uploader hears about (an ErrorCode, shown through the
 * gateway's errorMessage like any other), the message is the decoder's detail, for operators only.
 */
export class MediaProcessingError extends Error {
  constructor(
    readonly code: Extract<ErrorCode, `IMAGE_${string}`>,
    detail: string,
  ) {
    super(detail);
    this.name = 'MediaProcessingError';
  }
}
