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
