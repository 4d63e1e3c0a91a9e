import { messages } from '@masthead/contract';
import type { WebSocket } from 'ws';
import type { Actor } from '../../lib/actor.js';
import type { AddressGate } from './address-gate.js';
import { readMessageHead } from './message-head.js';
import { SOCKET_LIMITS } from './socket-limits.js';

/** Close codes of the socket (4000–4999: the application's own; Hocuspocus uses 4401, 4403, 4408 alike). */
export const CLOSE = {
  policy: 1008,
  tryLater: 1013,
  signedOut: 4401,
  rightsChanged: 4403,
  signInTooSlow: 4408,
} as const;

/** Who is in one working copy on a socket, with which token; kept current by the guard. */
export interface CopySession {
  token: string;
  actor: Actor;
  /** When its token was last resolved (ms). */
  checkedAt?: number;
}

/** A refusal Hocuspocus understands: it closes the document's connection with this code and reason. */
export class CopyRefusal extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface GuardOptions {
  socket: WebSocket;
  /** The client's address as the rate limits see it. */
  address: string;
  gate: AddressGate;
  resolveToken: (token: string) => Promise<Actor | null>;
  limits?: typeof SOCKET_LIMITS;
}

/**
 * Watches one `/collab` socket, in front of Hocuspocus (its listener runs first):
 * - it is admitted only while its address has room (`AddressGate`);
 * - it must sign in to a working copy within `signInWithinMs`, and is closed when it is in none
 *   for that long (refused, or every copy left), or at once after a refused sign-in;
 * - what it sends for copies it is not in (which Hocuspocus queues until a sign-in) may not pass
 *   `unsignedBytes`;
 * - each message to a copy it is in waits for its token to be checked again (from the caches: a
 *   sign-out, a block, changed rights), and the check runs at once when the app hears of a change.
 * Null when the socket was refused (it is being closed).
 */
export function guardSocket({
  socket,
  address,
  gate,
  resolveToken,
  limits = SOCKET_LIMITS,
}: GuardOptions): SocketGuard | null {
  if (!gate.enter(address)) {
    end(socket, CLOSE.tryLater, messages.collabTooManyConnections, limits.closeGraceMs);
    return null;
  }
  /** Copies signed in to on this socket, until they are left. */
  const sessions = new Map<string, CopySession>();
  /** Copies whose Hocuspocus connection is up: their messages are no longer queued. */
  const connected = new Set<string>();
  /** Messages already counted: Hocuspocus hands its queue back to the socket as messages again. */
  const counted = new WeakSet<object>();
  let unsignedBytes = 0;
  let ended = false;
  let signInTimer: NodeJS.Timeout | undefined;
  /** Checks that messages wait for, one after another (so messages keep their order). */
  let checks: Promise<void> = Promise.resolve();
  let waitedFor = 0;

  const close = (code: number, reason: string) => {
    if (ended) return;
    ended = true;
    clearTimeout(signInTimer);
    end(socket, code, reason, limits.closeGraceMs);
  };
  const awaitSignIn = () => {
    clearTimeout(signInTimer);
    signInTimer = setTimeout(() => {
      if (sessions.size === 0) close(CLOSE.signInTooSlow, messages.collabSignInTooSlow);
    }, limits.signInWithinMs);
  };
  awaitSignIn();

  socket.on('message', (data: Buffer) => {
    if (ended || counted.has(data)) return;
    counted.add(data);
    const head = readMessageHead(data);
    if (head && connected.has(head.documentName)) return;
    unsignedBytes += data.length;
    if (unsignedBytes > limits.unsignedBytes) close(CLOSE.policy, messages.collabTooMuchBeforeSignIn);
  });
  socket.once('close', () => {
    ended = true;
    clearTimeout(signInTimer);
    gate.leave(address, sessions.size === 0);
  });

  async function verify(session: CopySession): Promise<void> {
    if (ended) throw new CopyRefusal(CLOSE.signedOut, messages.sessionEnded);
    session.checkedAt = Date.now();
    const actor = await resolveToken(session.token);
    if (!actor) {
      close(CLOSE.signedOut, messages.sessionEnded);
      throw new CopyRefusal(CLOSE.signedOut, messages.sessionEnded);
    }
    if (actor === session.actor) return;
    if (!sameRights(actor, session.actor)) {
      // What the connection may do was decided at its sign-in: it signs in again (the browser reconnects).
      close(CLOSE.rightsChanged, messages.rightsChanged);
      throw new CopyRefusal(CLOSE.rightsChanged, messages.rightsChanged);
    }
    session.actor = actor;
  }

  /** Messages from now on wait until `session` has been checked again. */
  function checkBeforeNext(session: CopySession): Promise<void> {
    waitedFor += 1;
    const check = checks.then(() => verify(session));
    checks = check
      .catch(() => {})
      .finally(() => {
        waitedFor -= 1;
      });
    return check;
  }

  const guard: SocketGuard = {
    signedIn(documentName, session) {
      session.checkedAt = Date.now();
      if (sessions.size === 0) {
        clearTimeout(signInTimer);
        gate.signingIn(address, false);
      }
      sessions.set(documentName, session);
    },
    connected(documentName) {
      connected.add(documentName);
    },
    left(documentName) {
      connected.delete(documentName);
      if (!sessions.delete(documentName) || sessions.size > 0 || ended) return;
      gate.signingIn(address, true);
      awaitSignIn();
    },
    refused(reason) {
      // After Hocuspocus has sent the refusal (in the promise chain that called us).
      setImmediate(() => {
        if (sessions.size === 0) close(CLOSE.signedOut, reason);
      });
    },
    stillAllowed(session) {
      if (ended) return Promise.reject(new CopyRefusal(CLOSE.signedOut, messages.sessionEnded));
      if (waitedFor > 0) {
        // A change was heard: the message waits for the checks it started (in the order messages came).
        return checks.then(() => {
          if (ended) throw new CopyRefusal(CLOSE.signedOut, messages.sessionEnded);
        });
      }
      // Nothing heard since the last check: the message goes on at once (a socket's close right
      // behind it must not overtake it). Now and then the token is resolved again meanwhile (an
      // expired token, a change never heard): a failure closes the socket.
      if (Date.now() - (session.checkedAt ?? 0) > limits.recheckEveryMs) verify(session).catch(() => {});
      return null;
    },
    confirm(session) {
      return checkBeforeNext(session).then(
        () => !ended,
        () => false,
      );
    },
    recheck(userId) {
      for (const session of sessions.values()) {
        if (userId === null || session.actor.id === userId) checkBeforeNext(session).catch(() => {});
      }
    },
  };
  return guard;
}

export interface SocketGuard {
  /** A sign-in to `documentName` succeeded. */
  signedIn(documentName: string, session: CopySession): void;
  /** Hocuspocus has set up the connection to `documentName`: its messages are handled, not queued. */
  connected(documentName: string): void;
  /** The connection to `documentName` has ended. */
  left(documentName: string): void;
  /** A sign-in was refused: the socket closes unless it is in another copy. */
  refused(reason: string): void;
  /**
   * Null when the message may go on now; else a check to wait for, which rejects (the socket
   * closing) when the session's token no longer stands for the same rights.
   */
  stillAllowed(session: CopySession): Promise<void> | null;
  /** Resolves the session's token again now: true while it stands for the same rights (else the socket closes). */
  confirm(session: CopySession): Promise<boolean>;
  /** Checks again, now, the sessions of this user (null: everyone's). */
  recheck(userId: string | null): void;
}

function sameRights(a: Actor, b: Actor): boolean {
  return (
    a.id === b.id &&
    a.isSuperAdmin === b.isSuperAdmin &&
    JSON.stringify(a.modelPermissions) === JSON.stringify(b.modelPermissions)
  );
}

/** Closes with a reason, reads nothing more, and drops the socket if the peer does not answer in time. */
function end(socket: WebSocket, code: number, reason: string, graceMs: number): void {
  socket.close(code, reason);
  socket.pause();
  const drop = setTimeout(() => socket.terminate(), graceMs);
  socket.once('close', () => clearTimeout(drop));
}
