import { z } from 'zod/mini';

/**
 * Building blocks shared by several entities. Response schemas are tolerant of the shape
 * variants of docs/product.md#shape-variants (a category as object, string or per-language; a title as
 * string or `{ar, en}`; `image_url` or `image`), so a reply in any of them parses. The API
 * server always sends the first, canonical form.
 */

/** `{ar, en}`: texts the API sends in both languages at once. */
export const localizedSchema = z.object({ ar: z.string(), en: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

/** A text that may come as a plain string or as `{ar, en}`. */
export const textVariantSchema = z.union([z.string(), localizedSchema]);
export type TextVariant = z.infer<typeof textVariantSchema>;

/** A category: `{slug, name}` (canonical), a plain name, or a per-language name. */
export const categoryObjectSchema = z.object({
  id: z.optional(z.int()),
  slug: z.optional(z.string()),
  name: textVariantSchema,
});
export const categoryVariantSchema = z.union([categoryObjectSchema, z.string(), localizedSchema]);
export type CategoryVariant = z.infer<typeof categoryVariantSchema>;

/** A colour as `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const hexColourSchema = z.string().check(z.regex(HEX_COLOUR));

/**
 * Width, height and responsive sources of an image, so pages reserve its space (no layout
 * shift) and browsers pick the right width. `srcset` lists the WebP widths.
 */
export const imageMetaSchema = z.object({
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  srcset: z.optional(z.string()),
  /**
   * The two colours of the image's background, `#rrggbb`: a gradient from its top-left to its
   * bottom-right corner, drawn in its box while the image loads (inline, no image of its own).
   */
  tint: z.optional(z.tuple([hexColourSchema, hexColourSchema])),
});
export type ImageMeta = z.infer<typeof imageMetaSchema>;

export const idSchema = z.int().check(z.positive());
/** A calendar date, `YYYY-MM-DD`. */
export const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A moment, ISO 8601. */
export const timestampSchema = z.string();
