import type { Client } from '@masthead/contract';
import { faceKey } from '../registry.js';

/** What the advertisers' clients offer other modules. */
export interface ClientFace {
  /** A client (404 when there is none). */
  getClient(id: string): Promise<Client>;
}

export const clientFace = faceKey<ClientFace>('client');
