import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UtentiResolver } from './utenti.resolver';

@Module({ imports: [UploadsModule], providers: [UtentiResolver] })
export class UtentiModule {}
