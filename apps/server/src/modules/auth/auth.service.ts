import type { Login, LoginResult, Me } from '@masthead/contract';
import { mergePermissions, messages, normaliseEmail } from '@masthead/contract';
import { type Actor, oneTimePassword } from '../../lib/actor.js';
import { type ActorCache, EVERYONE } from '../../lib/actor-cache.js';
import { badRequest, rateLimited } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import type { UserFace } from '../user/user.face.js';
import type { LoginThrottle } from './login-throttle.repo.js';
import type { SessionRevocations } from './session-revocations.js';

export interface LoginLimits {
  perIpPerMinute: number;
  failuresPerEmail: number;
  emailWindowMinutes: number;
}

/** Counters shared by every process: attempts per IP, failed attempts per e-mail. */
export interface LoginThrottles {
  byIp: LoginThrottle;
  failuresByEmail: LoginThrottle;
}

export function authService(
  /** The user module's reads: the caller's record, a sign-in's, the user as the API shows it. */
  users: UserFace,
  tokens: TokenService,
  { byIp, failuresByEmail }: LoginThrottles,
  actors: ActorCache,
  sessions: SessionRevocations,
) {
  async function actorFor(userId: string, tokenVersion: number): Promise<Actor | null> {
    if (!isId(userId)) return null;
    const record = await actors.get(userId, async () => {
      const row = await users.getActorRecord(userId);
      if (!row) return null;
      return {
        enabled: row.status === 'Enable',
        tokenVersion: row.tokenVersion,
        actor: {
          id: row.id,
          name: row.name,
          email: row.email,
          isSuperAdmin: row.isSuperAdmin,
          ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
          modelPermissions: mergePermissions(row.permissionMaps),
        },
      };
    });
    return record?.enabled && record.tokenVersion === tokenVersion ? record.actor : null;
  }

  async function me(actor: Actor): Promise<Me | null> {
    const user = await users.getUser(actor.id);
    if (!user) return null;
    return { ...user, modelPermissions: actor.modelPermissions, ...oneTimePassword(actor) };
  }

  return {
    /** The actor a bearer token stands for: valid signature, not expired, not revoked. */
    async resolveToken(token: string): Promise<Actor | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      if (claims.sessionId && (await sessions.isRevoked(claims.sessionId))) return null;
      return actorFor(claims.userId, claims.tokenVersion);
    },

    /** Signing out: this token's session ends on every process; the user's other sessions go on. */
    async logout(token: string): Promise<void> {
      const claims = await tokens.verify(token);
      if (claims?.sessionId) await sessions.revoke(claims.sessionId, new Date(claims.expiresAt));
    },

    me,

    /**
     * Calls `watcher` whenever a token resolved earlier may stand for less now: one user changed
     * (blocked, re-passworded, new rights: its id), or anyone (a role changed, a sign-out: null).
     * For what holds a caller longer than a request (a live socket); returns the unsubscribe.
     */
    watchAccess(watcher: (userId: string | null) => void): () => void {
      const stopActors = actors.watch((userId) => watcher(userId === EVERYONE ? null : userId));
      const stopSessions = sessions.watch(() => watcher(null));
      return () => {
        stopActors();
        stopSessions();
      };
    },

    async login(input: Login, ip: string): Promise<LoginResult> {
      const email = normaliseEmail(input.email);
      const waits = await Promise.all([byIp.retryAfter(ip), failuresByEmail.retryAfter(email)]);
      const wait = Math.max(...waits);
      if (wait > 0) throw rateLimited(messages.tooManyAttempts, wait);
      await byIp.hit(ip);

      const record = await users.getLoginRecord(email);
      const valid = await verifyPassword(record?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!record || !valid) {
        await failuresByEmail.hit(email);
        throw badRequest(messages.invalidCredentials);
      }
      if (record.status !== 'Enable') throw badRequest(messages.accountBlocked);
      await failuresByEmail.reset(email);

      const actor = await actorFor(record.id, record.tokenVersion);
      const user = actor ? await me(actor) : null;
      if (!user) throw badRequest(messages.invalidCredentials);
      const token = await tokens.sign({ userId: record.id, tokenVersion: record.tokenVersion });
      return { token, user };
    },

    /** A fresh token for the user's current token version (after its own password change). */
    async reissue(userId: string): Promise<string | null> {
      const record = await users.getActorRecord(userId);
      return record ? tokens.sign({ userId, tokenVersion: record.tokenVersion }) : null;
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
