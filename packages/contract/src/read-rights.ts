/**
 * Whoever may open a content item's screen may read it through the API. Edit and EditOwn read by
 * `can()`'s one rule (Edit implies Read); the snapshot lists them.
 */
export const contentReaders = { resource: 'Cms', actions: ['Read', 'Write', 'Publish'] } as const;
/** Content forms, the menu editor, the home sections and advertisements pick categories, so their users may read the list too. */
export const categoryReaders = {
  anyOf: [
    { resource: 'Category', actions: ['Read'] },
    { resource: 'Cms', actions: ['Read', 'Write'] },
    { resource: 'Menu', actions: ['Write', 'Edit'] },
    { resource: 'Layout', actions: ['Read'] },
    { resource: 'Advertisement', actions: ['Read', 'Write'] },
  ],
} as const;

/** The home page managers read the layout with Read, or with Edit (implied, see `can()`). */
export const layoutReaders = { resource: 'Layout', actions: ['Read'] } as const;

/** Who may read clients: Read, or a right to change them (Edit and EditOwn imply Read, see `can()`). */
export const clientReaders = { resource: 'Client', actions: ['Read'] } as const;
/** Who may read advertisements: Read, or Edit (implied). */
export const adReaders = { resource: 'Advertisement', actions: ['Read'] } as const;
/** Who may read e-papers: any right on them (Edit and EditOwn imply Read). */
export const epaperReaders = { resource: 'Epaper', actions: ['Read', 'Write', 'Publish'] } as const;
/** Who may read redirects: Read, or Edit (implied). */
export const redirectReaders = { resource: 'RedirectUrl', actions: ['Read'] } as const;
