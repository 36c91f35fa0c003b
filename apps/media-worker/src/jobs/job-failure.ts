import { UnrecoverableError } from 'bullmq';
import type { ErrorCode } from '@ricambiamo/contracts';
import { MediaProcessingError } from '@ricambiamo/image-pipeline';
import { isDeterministic } from '../image/deterministic-failure';

/**
 * What a failed attempt leaves in Redis: a reason that is exactly an ErrorCode (the gateway maps it like any other
 * error, nothing is parsed), unrecoverable when no retry can help. The detail stays in the process as `cause`, for
 * the log line of the failure.
 */
export function jobFailure(error: unknown): Error {
  const code: ErrorCode = error instanceof MediaProcessingError ? error.code : 'INTERNAL';
  const failure = error instanceof UnrecoverableError || isDeterministic(error) ? new UnrecoverableError(code) : new Error(code);
  failure.cause = error;
  return failure;
}
