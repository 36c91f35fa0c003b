import { Global, Module } from '@nestjs/common';
import { RateCounter } from './rate-counter';

/** The counter behind every limit of the gateway: @RateLimit's operations, uploads, imports. */
@Global()
@Module({ providers: [RateCounter], exports: [RateCounter] })
export class RateLimitModule {}
