import { z } from 'zod';
import { categoryRefSchema } from './category.js';
import { cmsCategoryRefSchema, contentStatuses, contentTypes, userRefSchema } from './cms.js';
import { expectedVersionSchema, idSchema, requiredText } from './common.js';
import { messages } from './messages.js';
import { assetRefSchema } from './user.js';

/** The layouts there are (SPEC §3 Layout): the home page's. */
export const layoutNames = ['home'] as const;
export const layoutNameSchema = z.enum(layoutNames, { error: messages.layoutNotFound });
export type LayoutName = (typeof layoutNames)[number];

/** DECISIONS: caps 5 and 7; the add control is disabled exactly when the cap is reached. */
export const layoutCaps = { headlines: 5, topStory: 7 } as const;
/** Enough for any front page; a bound so a save stays small. */
export const maxSections = 40;
export const maxSectionArticles = 12;

/** What a home section shows (SPEC §2): a category's stories, videos, galleries, or an advertisement slot. */
export const sectionTypes = ['Category', 'Video', 'Gallery', 'Advertisement'] as const;
export type SectionType = (typeof sectionTypes)[number];

/** SPEC §3 Section templates. */
export const sectionTemplates = [
  'template-1',
  'template-2',
  'template-3',
  'template-4',
  'template-5',
  'template-6',
] as const;
export type SectionTemplate = (typeof sectionTemplates)[number];
export const sectionTemplateLabels: Record<SectionTemplate, string> = {
  'template-1': 'Cards',
  'template-2': 'News Columns',
  'template-3': 'Sports Columns',
  'template-4': 'Box+List',
  'template-5': 'Box+Text',
  'template-6': 'Lists',
};

/** Where an advertisement sits (SPEC §3 Advertisement, §10): the same values for an ad and a home slot. */
export const adPositions = ['Top', 'Bottom', 'RightTop', 'RightBottom'] as const;
export type AdPosition = (typeof adPositions)[number];
/** How a position reads on screen (SPEC §2: the form offers 'Right Top'). */
export const adPositionLabels: Record<AdPosition, string> = {
  Top: 'Top',
  Bottom: 'Bottom',
  RightTop: 'Right Top',
  RightBottom: 'Right Bottom',
};
/** The Select options of a position field. */
export const adPositionOptions = adPositions.map((value) => ({ value, label: adPositionLabels[value] }));

/** A section's colour: `#rrggbb`, as the colour picker writes it. */
export const sectionColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: messages.colorInvalid });

/** A content item as a layout shows it; `live` is false once it is unpublished, trashed or not yet due. */
export const layoutItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(contentTypes),
  status: z.enum(contentStatuses),
  permaLink: z.string(),
  publishDate: z.string().nullable(),
  image: assetRefSchema.nullable(),
  categories: z.array(cmsCategoryRefSchema),
  live: z.boolean(),
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;

export const layoutSectionSchema = z.object({
  _id: z.string(),
  type: z.enum(sectionTypes),
  name: z.string(),
  color: z.string(),
  template: z.enum(sectionTemplates),
  category: categoryRefSchema.nullable(),
  /** Stories picked for the section, in order (the public site fills the rest with the newest). */
  articles: z.array(layoutItemSchema),
  position: z.enum(adPositions).nullable(),
});
export type LayoutSection = z.infer<typeof layoutSectionSchema>;

export const layoutSchema = z.object({
  _id: z.string(),
  name: z.enum(layoutNames),
  body: z.object({
    headlines: z.array(layoutItemSchema),
    topStory: z.array(layoutItemSchema),
    sections: z.array(layoutSectionSchema),
    coverStory: layoutItemSchema.nullable(),
  }),
  updatedAt: z.string(),
  updatedBy: userRefSchema.nullable(),
});
export type Layout = z.infer<typeof layoutSchema>;

/** No id twice in one list. */
function distinctIds(ids: string[], ctx: z.RefinementCtx): void {
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: messages.layoutItemTwice });
}

export const layoutSectionWriteSchema = z
  .object({
    /** Kept from the loaded layout; a new section gets one from the server. */
    _id: z.string().max(64).optional(),
    type: z.enum(sectionTypes, { error: messages.sectionTypeRequired }),
    name: requiredText(messages.sectionNameRequired, 100),
    color: sectionColorSchema,
    template: z.enum(sectionTemplates, { error: messages.sectionTemplateRequired }),
    category: idSchema.nullable().optional(),
    articles: z.array(idSchema).max(maxSectionArticles).superRefine(distinctIds).default([]),
    position: z.enum(adPositions).nullable().optional(),
  })
  .superRefine((section, ctx) => {
    if (section.type === 'Category' && !section.category) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: messages.sectionCategoryRequired });
    }
    if (section.type === 'Advertisement' && !section.position) {
      ctx.addIssue({ code: 'custom', path: ['position'], message: messages.sectionPositionRequired });
    }
  });
export type LayoutSectionWrite = z.input<typeof layoutSectionWriteSchema>;

/** The parts of a layout a manager sends; parts left out stay as stored. */
const layoutBodyPatchSchema = z
  .object({
    headlines: z
      .array(idSchema)
      .max(layoutCaps.headlines, { error: messages.headlinesCap })
      .superRefine(distinctIds)
      .optional(),
    topStory: z
      .array(idSchema)
      .max(layoutCaps.topStory, { error: messages.topStoriesCap })
      .superRefine(distinctIds)
      .optional(),
    sections: z.array(layoutSectionWriteSchema).max(maxSections).optional(),
    coverStory: idSchema.nullable().optional(),
  })
  .strict();

/** PATCH /layout/{id}: the parts a manager saves; parts left out stay as they are. */
export const layoutPatchSchema = z.object({
  _id: z.string().optional(),
  body: layoutBodyPatchSchema,
  updatedAt: expectedVersionSchema,
});
export type LayoutPatch = z.input<typeof layoutPatchSchema>;

/** POST /layout/{id}/preview: a manager's unsaved part, shown with the stored rest. */
export const layoutPreviewSchema = z.object({ body: layoutBodyPatchSchema });
export type LayoutPreview = z.input<typeof layoutPreviewSchema>;

/** How long a home page preview can be opened (and read by the public site) after it was asked for. */
export const LAYOUT_PREVIEW_MINUTES = 30;

export const layoutParamsSchema = z.object({ name: layoutNameSchema });

/** The pickers of the managers: published items, searched and filtered on the server. */
export const layoutCandidatesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  search: z.string().trim().max(200).optional(),
  category: idSchema.optional(),
  type: z.enum(contentTypes).optional(),
});
export type LayoutCandidatesQuery = z.input<typeof layoutCandidatesQuerySchema>;
