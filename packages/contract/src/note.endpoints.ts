import { z } from 'zod';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import {
  noteCreateSchema,
  noteMentionsSchema,
  noteReplyCreateSchema,
  noteResolveSchema,
  noteThreadSchema,
} from './note.js';
import { readRight } from './read-rights.js';

export const noteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/cms/:id/notes',
    tag: 'notes',
    summary: "The notes on an item's text, open and resolved, each thread with its replies (never published)",
    permission: readRight('Cms'),
    params: idPathParams,
    data: z.array(noteThreadSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/cms/:id/notes',
    tag: 'notes',
    summary: 'Writes a note on selected words of an item, mentioning colleagues if wanted',
    permission: readRight('Cms'),
    params: idPathParams,
    body: noteCreateSchema,
    data: noteThreadSchema,
    status: 201,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/notes/:id/replies',
    tag: 'notes',
    summary: 'Replies in a thread of notes',
    permission: readRight('Cms'),
    params: idPathParams,
    body: noteReplyCreateSchema,
    data: noteThreadSchema,
    status: 201,
  }),
  resolve: endpoint({
    method: 'PATCH',
    path: '/notes/:id',
    tag: 'notes',
    summary: 'Resolves a thread of notes, or reopens it',
    permission: readRight('Cms'),
    params: idPathParams,
    body: noteResolveSchema,
    data: noteThreadSchema,
  }),
  mentions: endpoint({
    method: 'GET',
    path: '/notes/mentions',
    tag: 'notes',
    summary: 'Open threads that mention the signed-in user, newest first (dashboard and header counter)',
    permission: readRight('Cms'),
    data: noteMentionsSchema,
  }),
} as const satisfies Record<string, Endpoint>;
