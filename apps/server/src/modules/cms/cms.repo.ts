import type { Db } from '../../db/client.js';
import { noReadCache, type ReadCache } from '../../db/read-cache.js';
import { cmsCountsRepo } from './cms-counts.repo.js';
import { cmsDetailRepo } from './cms-detail.repo.js';
import { cmsLifecycleRepo } from './cms-lifecycle.repo.js';
import { cmsListRepo } from './cms-list.repo.js';
import { cmsTagsRepo } from './cms-tags.repo.js';
import { cmsWriteRepo } from './cms-write.repo.js';

export type { CmsFilters } from './cms-filters.repo.js';
export type { CmsInsertValues, CmsWriteValues, UpdateOptions } from './cms-write.repo.js';

/** The content items' repo: the list, the counts, the tags, one item, and the writes, over one database. */
export function cmsRepo(db: Db, cache: ReadCache = noReadCache) {
  return {
    ...cmsListRepo(db, cache),
    ...cmsCountsRepo(db),
    ...cmsTagsRepo(db),
    ...cmsDetailRepo(db, cache),
    ...cmsWriteRepo(db),
    ...cmsLifecycleRepo(db),
  };
}
export type CmsRepo = ReturnType<typeof cmsRepo>;
