import { Controller } from '@nestjs/common';
import type { ParsedRequestOf, ReferencedImagesDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { Handles } from '@ricambiamo/messaging';
import { ImmaginiRepository } from './immagini.repository';

/** Tells the media worker's cleanup which images seller profiles still show, so it never removes one of them. */
@Controller()
export class ImmaginiController {
  constructor(private readonly immagini: ImmaginiRepository) {}

  @Handles(IDENTITY.images.referenced)
  async referenced({ keys }: ParsedRequestOf<typeof IDENTITY.images.referenced>): Promise<ReferencedImagesDto> {
    return { referenced: await this.immagini.inUso(keys) };
  }
}
