import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { CatalogoResolver } from './catalogo.resolver';

@Module({ imports: [UploadsModule], providers: [CatalogoResolver] })
export class CatalogoModule {}
