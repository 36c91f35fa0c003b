import type { Job } from 'bullmq';
import { MediaJobName } from '@ricambiamo/contracts';
import type { MediaJob, MediaJobHandlers } from './job-handlers';
import { dispatch, isMediaJob } from './job-handlers';

/** A job as BullMQ hands it over: any name, any data. */
const job = (name: string, data: unknown): Job => ({ id: '7', name, data }) as Job;

describe('media jobs', () => {
  const handlers: MediaJobHandlers = {
    // The name fixes the payload: an image job's data is its upload.
    [MediaJobName.ProcessImage]: (image) => Promise.resolve(`image ${image.data.store}/${image.data.key}`),
    [MediaJobName.CleanupImages]: (cleanup) => Promise.resolve(`cleanup ${cleanup.name}:${cleanup.id}`),
  };

  it('hands each job to the handler of its name', async () => {
    const image = job(MediaJobName.ProcessImage, { store: 'auto-images', key: 'a.jpg', uploaderId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' });
    const cleanup = job(MediaJobName.CleanupImages, {});
    expect([image, cleanup].every(isMediaJob)).toBe(true);
    await expect(dispatch(handlers, image as MediaJob)).resolves.toBe('image auto-images/a.jpg');
    await expect(dispatch(handlers, cleanup as MediaJob)).resolves.toBe('cleanup images.cleanup:7');
  });

  it('knows no job outside MediaJobName, which a newer producer may send', () => {
    expect(isMediaJob(job('video.process', {}))).toBe(false);
  });

  it('needs a handler for every job name: a worker without one does not compile', () => {
    // @ts-expect-error the cleanup has no handler
    const senzaPulizia: MediaJobHandlers = { [MediaJobName.ProcessImage]: handlers[MediaJobName.ProcessImage] };
    expect(senzaPulizia).not.toHaveProperty(MediaJobName.CleanupImages);
  });
});
