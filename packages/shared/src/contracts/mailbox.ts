import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);

export const mailMessageSchema = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  from: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
export const mailboxQuerySchema = pageQuerySchema;
export const mailPageSchema = pageOf(mailMessageSchema);
export type MailPage = z.infer<typeof mailPageSchema>;

/** Who an e-mail is addressed to: their name and address. */
export const mailRecipientSchema = z.object({ name: z.string(), email: z.string() });
export type MailRecipient = z.infer<typeof mailRecipientSchema>;

/**
 * One e-mail as it would leave now, shown before it is sent: its recipients (to; cc and bcc as the
 * course's e-mail preferences and the server's ALWAYS_BCC set them), sender, subject and text.
 */
export const mailPreviewSchema = z.object({
  to: z.array(mailRecipientSchema),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/** The e-mails an action would send now, one per recipient (empty: it would send none). */
export const mailPreviewsSchema = z.object({ mails: z.array(mailPreviewSchema) });
export type MailPreviews = z.infer<typeof mailPreviewsSchema>;
