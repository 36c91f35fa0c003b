import { Module } from '@nestjs/common';
import { CompatibilitaController } from './compatibilita.controller';
import { CompatibilitaService } from './compatibilita.service';
import { RiferimentiConsumer } from './riferimenti.consumer';
import { RiferimentiRepository } from './riferimenti.repository';
import { VerificheRepository } from './verifiche.repository';
import { VerificheService } from './verifiche.service';

/** Will it fit (docs/architecture.md#cross-reference): the cross-reference, the parts' badges and the sellers' checks. */
@Module({
  controllers: [CompatibilitaController],
  providers: [CompatibilitaService, VerificheService, VerificheRepository, RiferimentiRepository, RiferimentiConsumer],
  exports: [CompatibilitaService],
})
export class CompatibilitaModule {}
