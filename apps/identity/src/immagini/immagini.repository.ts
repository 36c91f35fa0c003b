import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

@Injectable()
export class ImmaginiRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Those of `keys` that are some user's logo or banner. */
  async inUso(keys: string[]): Promise<string[]> {
    const users = await this.prisma.user.findMany({
      where: { OR: [{ logoImage: { in: keys } }, { bannerImage: { in: keys } }] },
      select: { logoImage: true, bannerImage: true },
    });
    const usate = new Set(users.flatMap((u) => [u.logoImage, u.bannerImage]));
    return [...new Set(keys)].filter((key) => usate.has(key));
  }
}
