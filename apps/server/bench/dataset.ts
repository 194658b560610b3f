/**
 * The benchmark data set: two years of a provider's history at a chosen scale, written by SQL
 * (generate_series) into a throw-away PostgreSQL database migrated with the project's own
 * migrations. Scale 1 is 600 staff, 30,000 participants, 40 clients, 200 courses, 5,000 shifts with
 * 40,000 invites and about 200,000 availability rows; scale 4 is four times each.
 *
 *   npm run bench:data -- --scale 1          (prints the database URL it filled)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:data -- --scale 4
 *
 * Every staff user and the first participants sign in with BENCH_PASSWORD; the first user of each
 * role is named in the printout (admin: staff1@bench.example, and so on).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { hashPassword } from '../src/lib/password';

export const BENCH_PASSWORD = 'Bench-pass-1';
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The counts of one scale. */
export function datasetSize(scale: number) {
  return {
    staff: 600 * scale,
    participants: 30_000 * scale,
    clients: 40 * scale,
    courses: 200 * scale,
    shifts: 5_000 * scale,
    invitesPerShift: 8,
    /** Days of history before today, and days planned ahead. */
    pastDays: 640,
    futureDays: 90,
  };
}

const FIRST = [
  'Ann',
  'Bob',
  'Chloé',
  'Dev',
  'Emma',
  'Farid',
  'Gail',
  'Hugo',
  'Ines',
  'Jon',
  'Kira',
  'Liam',
  'Mona',
  'Nils',
  'Olga',
  'Paul',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
  'Uma',
  'Vic',
  'Wen',
  'Xavi',
  'Yara',
  'Zoë',
];
const LAST = [
  'Adams',
  'Brown',
  'Chen',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Martin',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quispe',
  'Rossi',
  'Silva',
  'Tremblay',
  'Ueda',
  'Varga',
  'Walsh',
  'Xu',
  'Young',
  'Zhang',
  'Roy',
  'Gagnon',
  'Singh',
  'Murphy',
];
const REGIONS = ['East', 'West', 'North', 'South', 'Central'];

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** A name for row number `g` (SQL expression), distinct enough for substring search to be selective. */
const nameOf = (g: string) =>
  `(${textArray(FIRST)})[1 + ${g} % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (${g} / ${FIRST.length}) % ${LAST.length}] || ' ' || ${g}`;

/** Fills a migrated, empty database; answers the seconds each table took. */
export async function fillDataset(client: pg.ClientBase, scale: number): Promise<Record<string, number>> {
  const n = datasetSize(scale);
  const hash = await hashPassword(BENCH_PASSWORD);
  const timings: Record<string, number> = {};
  const step = async (label: string, statement: string, params: unknown[] = []) => {
    const started = performance.now();
    await client.query(statement, params);
    timings[label] = Math.round(performance.now() - started);
  };

  // Staff: every 20th an admin, then sc, coach and role-players (about 5/10/15/70 %).
  await step(
    'staff',
    `insert into users (name, email, password_hash, roles)
     select ${nameOf('g')}, 'staff' || g || '@bench.example', $1,
       case when g % 20 = 1 then array['admin'] when g % 10 = 2 then array['sc']
            when g % 7 = 3 then array['coach'] else array['rp'] end
     from generate_series(1, ${n.staff}) g`,
    [hash],
  );
  await step(
    'participants',
    `insert into users (name, email, password_hash, roles)
     select ${nameOf('g')}, 'participant' || g || '@bench.example', case when g <= 100 then $1 end, array['participant']
     from generate_series(1, ${n.participants}) g`,
    [hash],
  );
  await step(
    'clients',
    `insert into clients (org_name, contact_email)
     select 'Client ' || g, 'contact' || g || '@client.example' from generate_series(1, ${n.clients}) g`,
  );
  await step(
    'courses',
    `insert into courses (name, client_id, key)
     select 'Course ' || g, (select min(id) from clients) + g % ${n.clients}, 'bench-' || g
     from generate_series(1, ${n.courses}) g`,
  );
  await step('course_preferences', 'insert into course_preferences (course_id) select id from courses');
  await step(
    'scenario_components',
    `insert into scenario_components (course_id, scenario_component_type_id, content, duration, rp_reference, position)
     select c.id, case when p = 2 then 3 else 2 end, case when p = 2 then 'Break' else 'Scenario ' || p end,
       case when p = 2 then 10 else 20 end, case when p = 2 then null else 1 + p % 5 end, p
     from courses c cross join generate_series(0, 3) p`,
  );
  await step(
    'cohorts',
    `insert into cohorts (course_id, name) select c.id, 'Cohort ' || k from courses c cross join generate_series(1, 2) k`,
  );
  await step(
    'rooms',
    `insert into rooms (name, room_type, meeting_url)
     select 'Room ' || g, 'zoom', 'https://zoom.example/j/' || g from generate_series(1, ${20 * scale}) g`,
  );

  // Shifts spread over the history and the planned weeks, on weekdays, 9:00 to 15:00 UTC starts.
  await step(
    'course_events',
    `with staff as (
       select id, roles[1] as role, row_number() over (partition by roles[1] order by id) - 1 as k
       from users where email like 'staff%'
     ), counts as (select role, count(*) as n from staff group by role),
     plan as (
       select g,
         (select min(id) from courses) + g % ${n.courses} as course_id,
         date_trunc('day', now()) - interval '${n.pastDays} days'
           + ((g * ${n.pastDays + n.futureDays})::bigint / ${n.shifts}) * interval '1 day'
           + (9 + g % 7) * interval '1 hour' as begins,
         case when g % 10 = 0 then 'training' when g % 10 = 5 then 'live' else 'roleplay' end as type
       from generate_series(1, ${n.shifts}) g
     )
     insert into course_events (course_id, type, begins, ends, cohort_id, coach_id, shift_coordinator_id,
       sessions, extensions, staffing_ratio)
     select p.course_id, p.type, p.begins, p.begins + interval '200 minutes',
       (select min(id) from cohorts where course_id = p.course_id),
       (select id from staff where role = 'coach' and k = p.g % (select n from counts where role = 'coach')),
       (select id from staff where role = 'sc' and k = p.g % (select n from counts where role = 'sc')),
       case when p.type = 'roleplay' then 3 end, case when p.type = 'roleplay' then 1 end,
       case when p.type = 'roleplay' then 1.0 end
     from plan p`,
  );
  // Eight role-players per shift, mostly accepted; a few declined, waiting, or offered for swap.
  await step(
    'event_invites',
    `with rp as (select id, row_number() over (order by id) - 1 as k from users where roles[1] = 'rp' and email like 'staff%'),
     total as (select count(*) as n from rp)
     insert into event_invites (event_id, user_id, status, created_at, updated_at)
     select e.id, rp.id,
       case when (e.id + j) % 10 < 7 then 'accepted' when (e.id + j) % 10 = 7 then 'invited'
            when (e.id + j) % 10 = 8 then 'rejected' else 'swap_requested' end,
       e.begins - interval '14 days', e.begins - interval '14 days'
     from course_events e cross join generate_series(0, ${n.invitesPerShift - 1}) j
     join rp on rp.k = (e.id * ${n.invitesPerShift} + j * 7) % (select n from total)`,
  );
  // Availability: each staff member on every other day, six hours, never overlapping their own.
  await step(
    'user_availabilities',
    `insert into user_availabilities (user_id, start_time, end_time)
     select u.id, d.day + (8 + u.id % 4) * interval '1 hour', d.day + (14 + u.id % 4) * interval '1 hour'
     from users u
     cross join lateral (
       select date_trunc('day', now()) - interval '${n.pastDays} days' + i * interval '1 day' as day, i
       from generate_series(0, ${n.pastDays + n.futureDays - 1}) i
     ) d
     where u.email like 'staff%' and (u.id + d.i) % 2 = 0`,
  );
  // Participants: all but every 20th enrolled in one course, with a profile of its client.
  await step(
    'course_participants',
    `insert into course_participants (course_id, user_id)
     select (select min(id) from courses) + u.id % ${n.courses}, u.id
     from users u where u.email like 'participant%' and u.id % 20 <> 0`,
  );
  await step(
    'participant_profiles',
    `insert into participant_profiles (user_id, client_id, first_name, last_name, manager_name, manager_email,
       region, location, branch, time_zone, position)
     select u.id, c.client_id, split_part(u.name, ' ', 1), split_part(u.name, ' ', 2),
       'Manager ' || u.id % 300, 'manager' || u.id % 300 || '@client.example',
       (${textArray(REGIONS)})[1 + u.id % ${REGIONS.length}], 'Location ' || u.id % 20, 'Branch ' || u.id % 40,
       'America/Toronto', 'Advisor'
     from users u
     left join course_participants cp on cp.user_id = u.id
     left join courses c on c.id = cp.course_id
     where u.email like 'participant%'`,
  );
  await step('vacuum analyze', 'vacuum analyze');
  return timings;
}

/** Creates (or re-creates) database `name` on the server of `adminUrl`, migrates it, fills it; answers its URL. */
export async function createDataset(adminUrl: string, name: string, scale: number) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 1 });
  await database.close();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const timings = await fillDataset(client, scale);
    const counts = await client.query<{ table: string; rows: string }>(
      `select relname as table, n_live_tup::text as rows from pg_stat_user_tables where n_live_tup > 0 order by n_live_tup desc`,
    );
    return { url: url.toString(), timings, counts: counts.rows };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', multiple: true, default: ['1'] } } });
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  for (const text of values.scale) {
    const scale = Number(text);
    if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
    const started = performance.now();
    const result = await createDataset(adminUrl, `bench_s${String(scale).replace('.', '_')}`, scale);
    console.log(`data set at scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.url}`);
    console.log(
      `per step (ms): ${Object.entries(result.timings)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(`rows: ${result.counts.map((r) => `${r.table} ${r.rows}`).join(', ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
