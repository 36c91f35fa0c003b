import { Module } from '@nestjs/common';
import { AutoModule } from '../auto/auto.module';
import { AreeController } from './aree.controller';
import { AreeRepository } from './aree.repository';
import { AreeService } from './aree.service';

/** The yard map's areas and the cars placed in them, changed only by their seller. */
@Module({ imports: [AutoModule], controllers: [AreeController], providers: [AreeRepository, AreeService] })
export class AreeModule {}
