import type { Client, ClientParticipant } from '@app/shared';
import type { clients } from '../../db/schema';

type ClientRow = typeof clients.$inferSelect;

/** A client row as the API shows it, with the version stamp an editor sends back. */
export function presentClient(row: ClientRow): Client {
  return {
    id: row.id,
    orgName: row.orgName,
    address: row.address,
    telephone: row.telephone,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The short form of the clients list. */
export function presentClientListItem(row: Pick<ClientRow, 'id' | 'orgName' | 'createdAt'>) {
  return { id: row.id, orgName: row.orgName, createdAt: row.createdAt.toISOString() };
}

/** One row of a client's participants grid. */
export function presentClientParticipant(
  row: { id: number; name: string; email: string },
  courses: Array<{ id: number; name: string }>,
  courseCount: number,
): ClientParticipant {
  return { id: row.id, name: row.name, email: row.email, courses, courseCount };
}
