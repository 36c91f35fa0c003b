import { Module } from '@nestjs/common';
import { Riepilogo } from './riepilogo';

/** The morning digest of the daily searches' matches. */
@Module({ providers: [Riepilogo], exports: [Riepilogo] })
export class RiepilogoModule {}
