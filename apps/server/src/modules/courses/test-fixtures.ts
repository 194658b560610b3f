import type { TestContext } from '../../test/harness';

/** Set-up only the course tests need; the rows every module shares are in src/test/fixtures.ts. */

/** Creates a course through the API as `token`; returns the presented course. */
export async function createCourse(
  ctx: TestContext,
  token: string,
  course: { name?: string; clientId: number; description?: string; projectManagerId?: number | null },
) {
  const res = await ctx.api({
    method: 'POST',
    url: '/courses',
    token,
    payload: { course: { name: course.name ?? `Course ${Math.random().toString(36).slice(2, 8)}`, ...course } },
  });
  if (res.statusCode !== 201) throw new Error(`course create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; key: string; updatedAt: string; name: string };
}
