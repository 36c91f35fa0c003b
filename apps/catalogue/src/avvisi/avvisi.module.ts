import { Module } from '@nestjs/common';
import { AvvisiController } from './avvisi.controller';
import { AvvisiRepository } from './avvisi.repository';

/** The home search's rules for the demand service's saved-search alerts (docs/architecture.md#saved-searches). */
@Module({ controllers: [AvvisiController], providers: [AvvisiRepository] })
export class AvvisiModule {}
