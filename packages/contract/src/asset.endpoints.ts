import { assetSchema } from './asset.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';

export const assetEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/asset/upload',
    tag: 'asset',
    summary: 'Upload one file (multipart: file, optional name and tag); type checked by content',
    // Whoever may fill in a form with a file field may upload its file.
    permission: {
      anyOf: [
        { resource: 'Asset', actions: ['Write'] },
        { resource: 'User', actions: ['Write', 'Edit'] },
        { resource: 'Cms', actions: ['Write', 'Edit', 'EditOwn'] },
        { resource: 'Category', actions: ['Write', 'Edit'] },
        { resource: 'Epaper', actions: ['Write', 'Edit', 'EditOwn'] },
        { resource: 'Advertisement', actions: ['Write', 'Edit'] },
        { resource: 'Site', actions: ['Edit'] },
      ],
    },
    multipart: true,
    rateLimit: 'upload',
    data: assetSchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/asset/:id',
    tag: 'asset',
    permission: { signedIn: true },
    params: idPathParams,
    data: assetSchema,
  }),
} as const satisfies Record<string, Endpoint>;
