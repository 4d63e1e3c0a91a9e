/**
 * The head of a message of the Hocuspocus protocol, read without copying: the document it is
 * for, its type, and for a sync message its step and where its Yjs update starts. Null when the
 * bytes are no such message (Hocuspocus then closes the socket itself).
 */
export interface MessageHead {
  documentName: string;
  type: number;
  /** Sync messages: 0 step 1 (a state vector), 1 step 2 and 2 update (both carry a Yjs update). */
  syncStep: number | null;
  /** Where the update's bytes are in the message (sync steps 1 and 2), else null. */
  update: { start: number; length: number } | null;
}

/** Message types of the Hocuspocus protocol (`@hocuspocus/server`'s MessageType). */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_SYNC_REPLY = 4;
const SYNC_STEP_TWO = 1;
const SYNC_UPDATE = 2;

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function readMessageHead(data: Uint8Array): MessageHead | null {
  let at = 0;
  /** lib0's variable-length unsigned integer: seven bits a byte, lowest first; null past the end or beyond 2^53. */
  const uint = (): number | null => {
    let value = 0;
    let scale = 1;
    while (at < data.length) {
      const byte = data[at++] as number;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
      if (scale > 2 ** 53) return null;
    }
    return null;
  };
  try {
    const nameLength = uint();
    if (nameLength === null || at + nameLength > data.length) return null;
    const documentName = utf8.decode(data.subarray(at, at + nameLength));
    at += nameLength;
    const type = uint();
    if (type === null) return null;
    if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) {
      return { documentName, type, syncStep: null, update: null };
    }
    const syncStep = uint();
    if (syncStep === null) return null;
    if (syncStep !== SYNC_STEP_TWO && syncStep !== SYNC_UPDATE) return { documentName, type, syncStep, update: null };
    const length = uint();
    if (length === null || at + length > data.length) return null;
    return { documentName, type, syncStep, update: { start: at, length } };
  } catch {
    return null;
  }
}
