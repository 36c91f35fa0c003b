import type { PrismaClient } from '../generated/prisma/client';
import { hashToken, newOpaqueToken } from '../sessione/opaque-token';

/**
 * A link to `resetUrl` that sets the user's password once within `validoPerMs`: only the token's hash is stored. The
 * reset e-mail and the operators' command hand out the same kind of link.
 */
export async function nuovoLinkReset(prisma: Pick<PrismaClient, 'passwordResetToken'>, userId: string, resetUrl: string, validoPerMs: number): Promise<string> {
  const token = newOpaqueToken();
  await prisma.passwordResetToken.create({ data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + validoPerMs) } });
  const link = new URL(resetUrl);
  link.searchParams.set('token', token);
  return link.toString();
}
