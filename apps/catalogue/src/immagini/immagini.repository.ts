import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

@Injectable()
export class ImmaginiRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Those of `keys` that some listing shows. */
  async inUso(keys: string[]): Promise<string[]> {
    const auto = await this.prisma.auto.findMany({ where: { immagini: { hasSome: keys } }, select: { immagini: true } });
    const cercate = new Set(keys);
    return [...new Set(auto.flatMap((a) => a.immagini).filter((key) => cercate.has(key)))];
  }
}
