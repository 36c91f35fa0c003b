import type { ErrorCode } from '@ricambiamo/contracts';
import { MediaProcessingError } from '@ricambiamo/image-pipeline';

/** Failures that no retry can change: the same bytes give the same answer, so they fail at once. */
const DETERMINISTIC: ReadonlySet<ErrorCode> = new Set(['IMAGE_TOO_MANY_PIXELS', 'IMAGE_TYPE_MISMATCH']);

export const isDeterministic = (error: unknown): boolean => error instanceof MediaProcessingError && DETERMINISTIC.has(error.code);
