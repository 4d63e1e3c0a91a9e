/**
 * Live sockets per client address (the address the rate limits use: `request.ip`, which believes
 * a proxy's forwarded address only as TRUST_PROXY says): how many are open, and how many of those
 * are not signed in to any working copy. A socket over either count is refused before Hocuspocus
 * sees it, so a few addresses cannot hold the process's memory with sockets that never sign in.
 */
export function addressGate({ perAddress, signingInPerAddress }: { perAddress: number; signingInPerAddress: number }) {
  const open = new Map<string, number>();
  const signingIn = new Map<string, number>();
  const add = (counts: Map<string, number>, address: string, by: number) => {
    const count = (counts.get(address) ?? 0) + by;
    if (count > 0) counts.set(address, count);
    else counts.delete(address);
  };

  return {
    /** A new socket from `address`: counted (open, and signing in) when there is room for it; false when not. */
    enter(address: string): boolean {
      if ((open.get(address) ?? 0) >= perAddress) return false;
      if ((signingIn.get(address) ?? 0) >= signingInPerAddress) return false;
      add(open, address, 1);
      add(signingIn, address, 1);
      return true;
    },
    /** The socket is signed in to its first working copy (true) or no longer to any (false). */
    signingIn(address: string, yes: boolean): void {
      add(signingIn, address, yes ? 1 : -1);
    },
    /** The socket has closed; `signingIn`: it was not signed in to any working copy. */
    leave(address: string, signingInNow: boolean): void {
      add(open, address, -1);
      if (signingInNow) add(signingIn, address, -1);
    },
  };
}
export type AddressGate = ReturnType<typeof addressGate>;
