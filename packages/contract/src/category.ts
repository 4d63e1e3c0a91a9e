import { z } from 'zod';
import { expectedVersionSchema, idSchema, optionalText, optionalUrl, requiredText } from './common.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';
import { permalinkPattern } from './permalink.js';
import { metaTagSchema, seoSchema } from './seo.js';
import { assetRefSchema } from './user.js';

export const categoryRefSchema = z.object({ _id: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

const categoryFields = {
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string(),
  /** The parent as a one-item list (the spec's shape), empty at the top level. */
  parent: z.array(categoryRefSchema),
  active: z.boolean(),
  image: assetRefSchema.nullable(),
  seo: seoSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const categorySchema = z.object(categoryFields);
export type Category = z.infer<typeof categorySchema>;

export type CategoryNode = Category & { children: CategoryNode[] };
/** Recursive, so it is named: the OpenAPI document defines it once as a component and refers to it. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() => z.object({ ...categoryFields, children: z.array(categoryNodeSchema) }))
  .meta({ id: 'CategoryNode' });

const slug = z
  .string()
  .trim()
  .max(200, { error: 'Must be at most 200 characters' })
  .regex(permalinkPattern, { error: messages.slugInvalid })
  .or(z.literal(''));

export const categoryCreateSchema = z.object({
  name: requiredText(messages.nameRequired, 100),
  slug: slug.optional(),
  /** The category's page: on this site (`/news`) or elsewhere. */
  url: optionalUrl({ max: 500, sitePath: true }),
  description: optionalText(2000),
  parent: idSchema.nullable().optional(),
  image: idSchema.nullable().optional(),
  seo: seoSchema.optional(),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

/** A PATCH: the fields named change (SEO key by key), the rest keep their values. */
export const categoryUpdateSchema = patchOf(categoryCreateSchema).extend({
  _id: z.string().optional(),
  active: z.boolean().optional(),
  updatedAt: expectedVersionSchema,
});
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/**
 * The Add / Edit Category form: the create body's rules on what the form holds (the keywords as
 * one line, the parent and image as ids or nothing), so the form refuses what the server would.
 */
export const categoryFormSchema = categoryCreateSchema
  .pick({ name: true, slug: true, url: true, description: true })
  .extend({
    parent: z.string().nullable(),
    image: z.string().nullable(),
    seo: z.object({
      title: seoSchema.shape.title,
      description: seoSchema.shape.description,
      keywords: metaTagSchema.shape.content,
    }),
    active: z.boolean(),
  });
export type CategoryFormValues = Required<z.output<typeof categoryFormSchema>>;
