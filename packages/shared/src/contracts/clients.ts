import { z } from 'zod';
import { idTextSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from './common';

const text = (max: number) => z.string().trim().max(max);

export const clientSchema = z.object({
  id: z.number().int(),
  orgName: z.string(),
  address: z.string(),
  telephone: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

const clientFields = {
  orgName: text(200).min(1, 'is required'),
  address: text(500),
  telephone: text(40),
  contactFirstName: text(100),
  contactLastName: text(100),
  contactEmail: z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254),
};
// Defaults belong to creation only: a partial update must never fill in fields it did not send.
export const clientInputSchema = z.object({
  ...clientFields,
  address: clientFields.address.default(''),
  telephone: clientFields.telephone.default(''),
  contactFirstName: clientFields.contactFirstName.default(''),
  contactLastName: clientFields.contactLastName.default(''),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const createClientBodySchema = z.object({ client: clientInputSchema });
export const updateClientBodySchema = z.object({
  client: z.object(clientFields).partial().extend({
    /** The updatedAt the editor saw; a newer row answers 409. */
    updatedAt: isoDateTimeSchema.optional(),
  }),
});
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

export const clientsQuerySchema = pageQuerySchema;
export const clientListItemSchema = clientSchema.pick({ id: true, orgName: true, createdAt: true });
export const clientPageSchema = pageOf(clientListItemSchema);
export type ClientPage = z.infer<typeof clientPageSchema>;

/** One participant of a client, with the first few courses they are registered in. */
export const clientParticipantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** At most CLIENT_PARTICIPANT_COURSES_SHOWN, oldest enrolment first. */
  courses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  courseCount: z.number().int(),
});
export type ClientParticipant = z.infer<typeof clientParticipantSchema>;
export const clientParticipantPageSchema = pageOf(clientParticipantSchema);
export type ClientParticipantPage = z.infer<typeof clientParticipantPageSchema>;

/** Multipart fields of PUT /clients/{id}/upload_participants besides the `csv` file. */
export const uploadParticipantsFieldsSchema = z.object({ course_id: idTextSchema });

export const uploadParticipantsResultSchema = z.object({
  message: z.string(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  enrolled: z.number().int(),
});
export type UploadParticipantsResult = z.infer<typeof uploadParticipantsResultSchema>;

/** `details` of a refused import: every bad row with its line number in the file (header is line 1). */
export const importRowErrorSchema = z.object({ line: z.number().int(), field: z.string().optional(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importErrorDetailsSchema = z.object({ rows: z.array(importRowErrorSchema) });
