import type { Role } from '@app/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { users } from './schema';

export const DEMO_PASSWORD = 'Demo-pass-1';

const DEMO_USERS: Array<{ name: string; email: string; roles: Role[] }> = [
  { name: 'Ada Admin', email: 'admin@example.com', roles: ['admin'] },
  { name: 'Sam Coordinator', email: 'sc@example.com', roles: ['sc'] },
  { name: 'Casey Coach', email: 'coach@example.com', roles: ['coach'] },
  { name: 'Riley Roleplayer', email: 'rp@example.com', roles: ['rp'] },
  { name: 'Pat Participant', email: 'participant@example.com', roles: ['participant'] },
  { name: 'Morgan Lee', email: 'morgan.lee@example.com', roles: ['rp'] },
  { name: 'Jordan Singh', email: 'jordan.singh@example.com', roles: ['rp'] },
  { name: 'Taylor Brooks', email: 'taylor.brooks@example.com', roles: ['rp'] },
  { name: 'Alex Martin', email: 'alex.martin@example.com', roles: ['rp', 'coach'] },
  { name: 'Jamie Chen', email: 'jamie.chen@example.com', roles: ['coach'] },
  { name: 'Robin Dubois', email: 'robin.dubois@example.com', roles: ['coach'] },
  { name: 'Quinn Tremblay', email: 'quinn.tremblay@example.com', roles: ['rp'] },
  { name: 'Avery Gagnon', email: 'avery.gagnon@example.com', roles: ['rp'] },
  { name: 'Drew Patel', email: 'drew.patel@example.com', roles: ['participant'] },
  { name: 'Kim Roy', email: 'kim.roy@example.com', roles: ['participant'] },
];

/**
 * Seeds the demo on an empty database. Returns true when it seeded, false when users already
 * existed (the demo is never written twice, and never over real data).
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(DEMO_USERS.map((u) => ({ ...u, passwordHash })));
  });
  return true;
}
