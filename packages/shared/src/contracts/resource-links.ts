import { z } from 'zod';
import { RESOURCE_TYPES } from '../constants';

export const resourceLinkSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  resourceType: z.enum(RESOURCE_TYPES),
  /** The URL for a link; for an uploaded file, the API path that downloads it. */
  content: z.string(),
  fileName: z.string().nullable(),
  isFile: z.boolean(),
  size: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

/**
 * Multipart fields of POST /courses/{id}/resource_links besides an optional `file`: the type, and
 * the URL in `resource_link` when there is no file (the web sends the text 'undefined' with a file).
 */
export const resourceLinkFieldsSchema = z.object({
  resource_type: z.enum(RESOURCE_TYPES, { message: 'is required' }),
  resource_link: z.string().trim().max(2000).optional(),
});
/** A link's URL must be http or https. */
export const resourceUrlSchema = z
  .string()
  .trim()
  .url('must be a URL')
  .refine((u) => /^https?:\/\//i.test(u), 'must start with http:// or https://');
