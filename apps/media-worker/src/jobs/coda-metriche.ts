import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QueueName } from '@ricambiamo/contracts';
import { MetricsRegistry } from '@ricambiamo/logging';
import { Gauge } from 'prom-client';

/** The states a job of the media queue waits or ends in, as the dashboard shows them. */
const STATI = ['wait', 'active', 'delayed', 'failed'] as const;

/**
 * The media queue as ops' dashboard and alert rules read it (infra/grafana, infra/k8s/alerts.yaml): its jobs by state,
 * and how long the oldest waiting one has waited. Read from Redis when Prometheus scrapes, so a queue nobody works
 * shows as growing, whatever the workers say.
 */
@Injectable()
export class CodaMetriche {
  constructor(@InjectQueue(QueueName.Media) queue: Queue, registry: MetricsRegistry) {
    new Gauge({
      name: 'media_queue_jobs',
      help: 'Jobs of the media queue, by state',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        // Redis away: the scrape still answers, with the figures last read.
        const conteggi = await queue.getJobCounts(...STATI).catch(() => null);
        if (!conteggi) return;
        for (const state of STATI) this.set({ state }, conteggi[state] ?? 0);
      },
    });
    new Gauge({
      name: 'media_queue_oldest_waiting_seconds',
      help: 'How long the oldest job waiting in the media queue has waited, 0 with none',
      registers: [registry],
      async collect() {
        const jobs = await queue.getJobs(['wait'], 0, 0, true).catch(() => null);
        if (jobs) this.set(jobs[0] ? (Date.now() - jobs[0].timestamp) / 1000 : 0);
      },
    });
  }
}
