import { MediaJobName, QueueName } from '@ricambiamo/contracts';
import { assertEveryJobHandled } from './job-handlers';

describe('assertEveryJobHandled', () => {
  const handler = () => Promise.resolve();

  it('accepts a queue whose every job has a handler', () => {
    const handlers = { [MediaJobName.ProcessImage]: handler, [MediaJobName.CleanupImages]: handler };
    expect(() => assertEveryJobHandled(QueueName.Media, Object.values(MediaJobName), handlers)).not.toThrow();
  });

  it('refuses to start when a job name has no handler', () => {
    expect(() => assertEveryJobHandled('media', ['image.process', 'video.process'], { 'image.process': handler })).toThrow(
      'Queue media: no handler for job video.process',
    );
  });
});
