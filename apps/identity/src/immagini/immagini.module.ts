import { Module } from '@nestjs/common';
import { ImmaginiController } from './immagini.controller';
import { ImmaginiRepository } from './immagini.repository';

/** The sellers' logos and banners as the media worker's cleanup asks about them. */
@Module({ controllers: [ImmaginiController], providers: [ImmaginiRepository] })
export class ImmaginiModule {}
