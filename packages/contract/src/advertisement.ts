import { z } from 'zod';
import { userRefSchema } from './cms.js';
import {
  dateTimeSchema,
  dayFilterSchema,
  expectedVersionSchema,
  idSchema,
  isWebUrl,
  listQuerySchema,
  requiredText,
  tzOffsetSchema,
} from './common.js';
import { adPositions } from './layout.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';
import { assetRefSchema } from './user.js';

/** Image screen types (SPEC §10). */
export const adScreenTypes = ['Mobile', 'Desktop'] as const;
export type AdScreenType = (typeof adScreenTypes)[number];

/** Advertisement images: PNG or JPEG by content, one file, at most 3 MB (SPEC §5, §9). */
export const AD_IMAGE_MAX_MB = 3;

export const adImageSchema = z.object({
  screenType: z.enum(adScreenTypes),
  file: assetRefSchema,
});

export const advertisementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  client: z.object({ _id: z.string(), name: z.string() }).nullable(),
  categories: z.array(z.object({ _id: z.string(), name: z.string(), parent: z.string().nullable() })),
  startDate: z.string(),
  endDate: z.string(),
  position: z.enum(adPositions),
  maxImpressionAllowed: z.number().int(),
  isFeatured: z.boolean(),
  /** Counted by the server: read-only. */
  views: z.number().int(),
  clicks: z.number().int(),
  user: userRefSchema.nullable(),
  images: z.array(adImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

const adDate = (required: string) =>
  z.string({ error: required }).min(1, { error: required, abort: true }).pipe(dateTimeSchema);

/**
 * Sent with a new advertisement, a counter is refused rather than silently dropped: only the server
 * counts. On an edit it is what the client read, sent back, and ignored (DECISIONS 2026-11-26).
 */
const counterRefused = z
  .unknown()
  .optional()
  .refine((value) => value === undefined, { error: messages.adCountersReadOnly });

const adFields = {
  title: requiredText(messages.titleRequired, 300),
  description: z
    .string()
    .trim()
    .max(2000, { error: messages.tooLong(2000) }),
  url: z
    .string({ error: messages.adUrlRequired })
    .trim()
    .min(1, { error: messages.adUrlRequired, abort: true })
    .max(2000, { error: messages.tooLong(2000), abort: true })
    .refine(isWebUrl, { error: messages.urlInvalid }),
  client: idSchema.or(z.literal('').transform(() => '')).refine((id) => id !== '', messages.adClientRequired),
  categories: z.array(idSchema).max(100),
  maxImpressionAllowed: z
    .number({ error: messages.adImpressionsRequired })
    .int({ error: messages.adImpressionsInvalid })
    .min(1, { error: messages.adImpressionsInvalid })
    .max(1_000_000_000_000, { error: messages.adImpressionsInvalid }),
  startDate: adDate(messages.startDateRequired),
  endDate: adDate(messages.endDateRequired),
  position: z.enum(adPositions, { error: messages.adPositionRequired }),
  isFeatured: z.boolean(),
  images: z.array(z.object({ screenType: z.enum(adScreenTypes), file: idSchema })).max(2),
  views: counterRefused,
  clicks: counterRefused,
};

interface ImageRules {
  position?: string;
  images?: { screenType: string; file: string }[];
  startDate?: string;
  endDate?: string;
}

/** The rules between fields: end after start; a Mobile image always, a Desktop one exactly at Top. */
export function advertisementShapeProblems(ad: ImageRules): Record<string, string> {
  const problems: Record<string, string> = {};
  if (ad.startDate && ad.endDate && Date.parse(ad.endDate) <= Date.parse(ad.startDate)) {
    problems.endDate = messages.endBeforeStart;
  }
  if (ad.images !== undefined) {
    const screens = ad.images.map((image) => image.screenType);
    if (new Set(screens).size !== screens.length) problems.images = messages.oneFileAtATime;
    if (!screens.includes('Mobile')) problems['images.Mobile'] = messages.mobileImageRequired;
    if (ad.position === 'Top' && !screens.includes('Desktop'))
      problems['images.Desktop'] = messages.desktopImageRequired;
    if (ad.position && ad.position !== 'Top' && screens.includes('Desktop'))
      problems['images.Desktop'] = messages.desktopImageOnlyTop;
  }
  return problems;
}

/**
 * SPEC §5: start and end cannot be before now. A minute of grace for the time it takes to
 * submit; on an edit, only a date that changes is held to it (a running ad started in the past).
 */
export function advertisementDateProblems(
  ad: { startDate?: string; endDate?: string },
  now: Date,
  stored?: { startDate: string; endDate: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const earliest = now.getTime() - 60_000;
  const changed = (field: 'startDate' | 'endDate') =>
    ad[field] !== undefined && (!stored || Date.parse(ad[field]) !== Date.parse(stored[field]));
  if (changed('startDate') && Date.parse(ad.startDate as string) < earliest)
    problems.startDate = messages.startDateInPast;
  if (changed('endDate') && Date.parse(ad.endDate as string) < earliest) problems.endDate = messages.endDateInPast;
  return problems;
}

function addProblems(ctx: z.RefinementCtx, problems: Record<string, string>) {
  for (const [field, message] of Object.entries(problems)) {
    ctx.addIssue({ code: 'custom', path: field.split('.'), message });
  }
}

export const advertisementCreateSchema = z
  .object({
    ...adFields,
    description: adFields.description.default(''),
    categories: adFields.categories.default([]),
    isFeatured: adFields.isFeatured.default(false),
    images: adFields.images.default([]),
  })
  .superRefine((ad, ctx) => addProblems(ctx, advertisementShapeProblems(ad)));
export type AdvertisementCreate = z.input<typeof advertisementCreateSchema>;

const { views: _views, clicks: _clicks, ...editableAdFields } = adFields;

export const advertisementUpdateSchema = patchOf(z.object(editableAdFields))
  .extend({
    _id: z.string().optional(),
    updatedAt: expectedVersionSchema,
  })
  .superRefine((ad, ctx) => {
    // Images and position are checked together on the server when only one of them is sent.
    if (ad.images !== undefined && ad.position !== undefined) addProblems(ctx, advertisementShapeProblems(ad));
    else if (ad.startDate && ad.endDate) addProblems(ctx, advertisementShapeProblems({ ...ad, images: undefined }));
  });
export type AdvertisementUpdate = z.input<typeof advertisementUpdateSchema>;

export const advertisementListQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  categories: z.union([idSchema, z.array(idSchema)]).optional(),
  client: idSchema.optional(),
  /** A calendar day (YYYY-MM-DD) in `tz`: advertisements running on that day. */
  date: dayFilterSchema.optional(),
  tz: tzOffsetSchema.default(0),
});
export type AdvertisementListQuery = z.input<typeof advertisementListQuerySchema>;

/** Views and clicks on one day (UTC). */
export const adDaySchema = z.object({ day: z.string(), views: z.number().int(), clicks: z.number().int() });
export type AdDay = z.infer<typeof adDaySchema>;

export const adTotalsSchema = z.object({
  views: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per view, 0 without views. */
  ctr: z.number(),
});

/** An advertisement's report: per day, totals, the cap used and the days left. */
export const advertisementReportSchema = adTotalsSchema.extend({
  advertisement: z.object({ _id: z.string(), title: z.string(), client: z.string().nullable() }),
  days: z.array(adDaySchema),
  maxImpressionAllowed: z.number().int(),
  /** views / maxImpressionAllowed, 0..1. */
  capUsed: z.number(),
  /** Whole days until the end date; 0 once it has passed. */
  daysLeft: z.number().int(),
});
export type AdvertisementReport = z.infer<typeof advertisementReportSchema>;

/** A client's report across its advertisements. */
export const clientReportSchema = adTotalsSchema.extend({
  client: z.object({ _id: z.string(), name: z.string() }),
  days: z.array(adDaySchema),
  advertisements: z.array(
    adTotalsSchema.extend({
      _id: z.string(),
      title: z.string(),
      maxImpressionAllowed: z.number().int(),
      endDate: z.string(),
    }),
  ),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

export function clickThroughRate(views: number, clicks: number): number {
  return views > 0 ? clicks / views : 0;
}

/** Public: which advertisement to show where. `category` is a category's slug or id; none means the home page. */
export const publicAdQuerySchema = z.object({
  position: z.enum(adPositions, { error: messages.adPositionRequired }),
  category: z.string().trim().min(1).max(300).optional(),
  screen: z.enum(adScreenTypes).default('Mobile'),
});
export type PublicAdQuery = z.input<typeof publicAdQuerySchema>;

/** Public: the advertisement picked, with the image for the screen and the address that counts a click. */
export const publicAdSchema = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.enum(adPositions),
  screenType: z.enum(adScreenTypes),
  imageUrl: z.string(),
  clickUrl: z
    .string()
    .describe(
      'Where a click on the ad goes: signed for the view this answer counted (`view`, `at`, `sig`), it counts one click within an hour; the link itself always leads on to the advertiser',
    ),
});
export type PublicAd = z.infer<typeof publicAdSchema>;

/**
 * Public: what a served ad's click address carries — the view it proves and the server's
 * signature. Without a valid one (or on an ad not running) the reader is sent on, uncounted.
 */
export const adClickQuerySchema = z.object({
  view: z.string().max(100).optional(),
  at: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
export type AdClickQuery = z.input<typeof adClickQuerySchema>;
