import { WORKING_COPY_MAX_BYTES } from '@masthead/contract';

/**
 * What one `/collab` socket may cost before it proves who it is (ADR 0025). A browser's provider
 * sends, before the server answers its sign-in, the sign-in itself (a token of a few hundred
 * bytes), the state vector of its copy (ten bytes at most per writer the item ever had: some
 * thousands of browser sessions fit in 64 KiB) and its presence.
 */
export const SOCKET_LIMITS = {
  /** A socket signed in to no working copy for this long is closed (just opened, refused, or left idle). */
  signInWithinMs: 5_000,
  /** Bytes a socket may send for working copies it is not (yet) in: Hocuspocus holds them until a sign-in. */
  unsignedBytes: 64 * 1024,
  /** A session heard nothing of is still resolved again this often (an expired token closes its socket). */
  recheckEveryMs: 10_000,
  /** After a close, how long a peer has to answer it before its socket is dropped. */
  closeGraceMs: 1_000,
};

/**
 * The largest WebSocket frame read at all (Hocuspocus's default: none; @fastify/websocket's was
 * set to 16 MiB): one update of a whole working copy, with the message's head (the document's
 * name and the message type).
 */
export const MAX_FRAME_BYTES = WORKING_COPY_MAX_BYTES + 1024;
