import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AttivazioneDto, SessionDto, SfidaDto, UserDto } from '@ricambiamo/contracts';
import { IDENTITY } from '@ricambiamo/contracts';
import { isDomainError, RpcClient } from '@ricambiamo/messaging';
import { ACCESS_TOKEN, type AccessClaims } from '../access/access-token';
import { rpcContextOf } from '../access/caller.decorator';
import { RevokedSessions } from '../access/revoked-sessions';
import type { GqlContext } from '../common/gql-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import type { CodiceSfidaInput, LoginInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput } from './auth.inputs';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

export interface AuthResult {
  accessToken: string;
  user: UserDto;
}

/** A login: signed in, or for an operator the challenge of the second factor, with no cookie yet. */
export interface EsitoAccessoResult {
  sessione: AuthResult | null;
  secondoFattore: SfidaDto | null;
}

/** Identity owns credentials and refresh sessions; the gateway only mints the short-lived access JWT. */
@Injectable()
export class AuthService {
  private readonly secureCookies: boolean;

  constructor(
    private readonly rpc: RpcClient,
    private readonly jwt: JwtService,
    private readonly revoked: RevokedSessions,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.secureCookies = config.PUBLIC_ORIGIN.startsWith('https://');
  }

  async register(input: RegisterInput, context: GqlContext): Promise<AuthResult> {
    const session = await this.rpc.send(IDENTITY.user.register, input, rpcContextOf(context));
    return this.startSession(session, context);
  }

  async login(input: LoginInput, context: GqlContext): Promise<EsitoAccessoResult> {
    const { sessione, secondoFattore } = await this.rpc.send(
      IDENTITY.session.login,
      {
        email: input.email,
        password: input.password,
        persistent: input.ricordami,
        userAgent: context.req.headers['user-agent'] ?? null,
      },
      rpcContextOf(context),
    );
    return { sessione: sessione && this.startSession(sessione, context), secondoFattore };
  }

  /** The challenge answered with a code: the operator's session, its cookie and access token as any other's. */
  async verifySecondFactor(input: CodiceSfidaInput, context: GqlContext): Promise<AuthResult> {
    return this.startSession(await this.rpc.send(IDENTITY.session.secondFactor, input, rpcContextOf(context)), context);
  }

  enrolSecondFactor(sfida: string, context: GqlContext): Promise<AttivazioneDto> {
    return this.rpc.send(IDENTITY.session.enrol, { sfida }, rpcContextOf(context));
  }

  async confirmSecondFactor(input: CodiceSfidaInput, context: GqlContext): Promise<{ sessione: AuthResult; codiciRecupero: string[] }> {
    const { sessione, codiciRecupero } = await this.rpc.send(IDENTITY.session.confirmEnrolment, input, rpcContextOf(context));
    return { sessione: this.startSession(sessione, context), codiciRecupero };
  }

  /** Restores the session on page load; no cookie or a dead session is simply "not signed in". */
  async refresh(context: GqlContext): Promise<AuthResult | null> {
    const refreshToken = readRefreshCookie(context.req);
    if (!refreshToken) return null;
    try {
      const session = await this.rpc.send(IDENTITY.session.refresh, { refreshToken }, rpcContextOf(context));
      return this.startSession(session, context);
    } catch (error) {
      if (isDomainError(error) && (error.code === 'SESSION_INVALID' || error.code === 'VALIDATION_FAILED')) {
        clearRefreshCookie(context.reply, this.secureCookies);
        return null;
      }
      throw error;
    }
  }

  /**
   * Ends the login of the refresh cookie, and its access tokens too: identity's announcement reaches every replica
   * (RevocationConsumer), and writing the answer at once means this replica refuses them before the logout returns.
   */
  async logout(context: GqlContext): Promise<boolean> {
    const refreshToken = readRefreshCookie(context.req);
    if (refreshToken) {
      const { revokedSessions } = await this.rpc.send(IDENTITY.session.logout, { refreshToken }, rpcContextOf(context));
      await this.revoked.revoke(revokedSessions);
    }
    clearRefreshCookie(context.reply, this.secureCookies);
    return true;
  }

  async requestPasswordReset(input: RequestPasswordResetInput, context: GqlContext): Promise<boolean> {
    const resetUrl = new URL('/update-password', this.config.PUBLIC_ORIGIN).toString();
    await this.rpc.send(IDENTITY.password.requestReset, { email: input.email, resetUrl }, rpcContextOf(context));
    return true;
  }

  /** Identity ends every login of the user; their access tokens stop working here at once, as for logout. */
  async resetPassword(input: ResetPasswordInput, context: GqlContext): Promise<boolean> {
    const { revokedSessions } = await this.rpc.send(IDENTITY.password.reset, input, rpcContextOf(context));
    await this.revoked.revoke(revokedSessions);
    return true;
  }

  private startSession(session: SessionDto, context: GqlContext): AuthResult {
    setRefreshCookie(context.reply, session, this.secureCookies);
    const claims: Omit<AccessClaims, 'sub'> = { role: session.user.ruolo, sid: session.sessionId };
    const accessToken = this.jwt.sign(claims, {
      subject: session.user.id,
      algorithm: ACCESS_TOKEN.algorithm,
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
    });
    return { accessToken, user: session.user };
  }

}
