import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { UserDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { IDENTITY, publicProfileRequest, updateBuyerProfileRequest } from '@ricambiamo/contracts';
import { envelopeMeta, parseEnvelope, requireActor, requireRole } from '@ricambiamo/messaging';
import { UserService } from './user.service';

@Controller()
export class UserController {
  constructor(private readonly users: UserService) {}

  @MessagePattern(IDENTITY.user.me)
  me(@Payload() payload: unknown): Promise<UserDto> {
    return this.users.me(requireActor(envelopeMeta(payload)));
  }

  @MessagePattern(IDENTITY.user.updateBuyerProfile)
  updateBuyerProfile(@Payload() payload: unknown): Promise<UserDto> {
    // Authorisation before validation: a seller learns nothing about the buyer form.
    const actor = requireRole(envelopeMeta(payload), 'acquirente');
    return this.users.updateBuyerProfile(actor, parseEnvelope(updateBuyerProfileRequest, payload).data);
  }

  /** Anonymous: the public seller page (spec §2 Public seller profile). */
  @MessagePattern(IDENTITY.seller.publicProfile)
  publicProfile(@Payload() payload: unknown): Promise<VenditorePubblicoDto> {
    return this.users.publicProfile(parseEnvelope(publicProfileRequest, payload).data.sellerId);
  }
}
