import { UnrecoverableError } from 'bullmq';
import { MediaProcessingError } from '@ricambiamo/image-pipeline';
import { jobFailure } from './job-failure';

describe('jobFailure', () => {
  it('fails with exactly the code, keeping the detail only as cause', () => {
    const unreadable = new MediaProcessingError('IMAGE_UNREADABLE', 'VipsJpeg: premature end of input file');
    const failure = jobFailure(unreadable);
    expect(failure.message).toBe('IMAGE_UNREADABLE');
    expect(failure.cause).toBe(unreadable);
    expect(failure).not.toBeInstanceOf(UnrecoverableError);
  });

  it('gives up at once on what the same bytes would repeat', () => {
    expect(jobFailure(new MediaProcessingError('IMAGE_TOO_MANY_PIXELS', 'Input image exceeds pixel limit'))).toBeInstanceOf(UnrecoverableError);
    expect(jobFailure(new MediaProcessingError('IMAGE_TYPE_MISMATCH', 'expected jpeg, decoder says png'))).toBeInstanceOf(UnrecoverableError);
  });

  it('calls anything else INTERNAL, retried unless it was unrecoverable already', () => {
    expect(jobFailure(new Error('ENOSPC: no space left on device'))).toMatchObject({ message: 'INTERNAL', name: 'Error' });
    const missing = jobFailure(new UnrecoverableError('original incoming/auto-images/x.jpg is missing'));
    expect(missing).toBeInstanceOf(UnrecoverableError);
    expect(missing.message).toBe('INTERNAL');
  });
});
