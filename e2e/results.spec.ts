import { type APIRequestContext, expect, test } from './fixtures';
import {
  apiCall,
  apiSession,
  assessmentBlocks,
  DEMO_PASSWORD,
  DESKTOP,
  groupSessionCall,
  newCourse,
  PHONE,
  scrollsSideways,
  seriousViolations,
  shot,
  signIn,
  unique,
} from './helpers';

// Builds a course with two shifts of two cohorts, assesses two participants in each through the API,
// then walks three pages at two sizes with axe: allow for a busy machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Through the API: a course with two rating blocks, two participants (Ana, whose password the admin
 * sets, and Ben), a roleplay shift of cohort "Spring" and a later one of cohort "Autumn", each with one
 * call both sit in, both assessed and submitted there, and an NPS answer each in Spring.
 * Ana: greets 0 then 1 (improved); Ben: greets -1 then -1. Open questions: Ana 1, Ben 0, Spring only.
 */
async function setUp(request: APIRequestContext) {
  const tag = unique();
  const sc = await apiSession(request, 'sc@example.com');
  const admin = await apiSession(request, 'admin@example.com');
  const { clientId, courseId, courseName } = await newCourse(request, sc, 'Results');
  const block = await assessmentBlocks(request, sc, courseId);
  await block('Opening', 'heading');
  const greets = await block('Greets the caller by name and says who they are', 'true_false');
  const asks = await block('Asks open questions', 'true_false');

  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Ana,Silva,ana-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
    `Ben,Okafor,ben-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${clientId}/upload_participants`, {
    headers: sc,
    multipart: { course_id: String(courseId), csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  const shift = async (daysAhead: number, cohortName: string) => {
    const startTime = new Date(Date.now() + daysAhead * 24 * 3_600_000);
    startTime.setUTCHours(15, 0, 0, 0);
    const { id } = await apiCall<{ id: number }>(request, 'post', `/courses/${courseId}/roleplay_shifts`, sc, {
      roleplayShift: { startTime: startTime.toISOString(), sessions: 1, extensions: 1, cohortName },
    });
    // A group session: both participants sit in one call.
    return { id, ...(await groupSessionCall(request, sc, id)) };
  };
  const spring = await shift(7, 'Spring');
  const autumn = await shift(9, 'Autumn');
  const person = (name: string) => {
    const found = spring.participants.find((p) => p.name === name);
    if (!found) throw new Error(`${name} is not a participant of the course`);
    return found;
  };
  const ana = person('Ana Silva');
  const ben = person('Ben Okafor');

  const assess = async (callId: number, userId: number, ratings: Array<[number, -1 | 0 | 1]>) => {
    const assessment = await apiCall<{ id: number; updatedAt: string }>(request, 'post', '/participant_assessments', sc, {
      participantAssessment: { callId, userId },
    });
    for (const [assessmentPartId, pressed] of ratings) {
      await apiCall(request, 'post', '/ratings', sc, {
        rating: { participantAssessmentId: assessment.id, assessmentPartId, pressed },
      });
    }
    await apiCall(request, 'put', `/participant_assessments/${assessment.id}`, sc, { participantAssessment: { submit: true } });
  };
  await assess(spring.callId, ana.id, [
    [greets, 0],
    [asks, 1],
  ]);
  await assess(spring.callId, ben.id, [
    [greets, -1],
    [asks, 0],
  ]);
  await assess(autumn.callId, ana.id, [[greets, 1]]);
  await assess(autumn.callId, ben.id, [[greets, -1]]);

  const cohorts = await apiCall<Array<{ id: number; name: string }>>(request, 'get', `/courses/${courseId}/cohorts`, sc);
  const springId = cohorts.find((c) => c.name === 'Spring')?.id;
  await apiCall(request, 'put', '/nps_ratings', sc, { npsRating: { cohortId: springId, userId: ana.id, rating: 10 } });
  await apiCall(request, 'put', '/nps_ratings', sc, { npsRating: { cohortId: springId, userId: ben.id, rating: 5 } });

  // Ana signs in herself: the admin gives her a password.
  await apiCall(request, 'put', `/users/${ana.id}`, admin, {
    user: { password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD },
  });
  return { courseId, courseName, ana: { ...ana, email: `ana-${tag}@example.com` }, springId };
}

test('a manager reads a course’s results at desktop and phone size; a participant her own progress on a phone', async ({
  browser,
  request,
}) => {
  const { courseId, courseName, ana, springId } = await setUp(request);

  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const page = await adminContext.newPage();
  await signIn(page, 'admin@example.com');
  await page.goto(`/courses/${courseId}`);
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: courseName })).toBeVisible();

  const blocks = page.getByRole('table', { name: 'Ratings by block' });
  await expect(blocks.getByRole('row', { name: /Greets the caller/ })).toHaveText(
    /Greets the caller by name and says who they are\s*2\s*1\s*1\s*1 of 2 \(50%\)/,
  );
  await expect(blocks.getByRole('row', { name: /Asks open questions/ })).toHaveText(/Asks open questions\s*0\s*1\s*1\s*—/);
  await expect(page.getByTestId('nps-figures')).toContainText('0NPS');
  await expect(page.getByTestId('nps-figures')).toContainText('2Responses');
  await expect(page.getByTestId('results-cohorts').getByRole('row', { name: /Spring/ })).toBeVisible();
  await expect(page.getByTestId('results-missing')).toContainText('No assessment is missing.');
  // The stacked bars are drawn beside their table.
  await expect(page.getByTestId('results-blocks').locator('figure svg').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'results-desktop');

  // One cohort, kept in the address.
  await page.getByRole('combobox', { name: 'Cohort' }).click();
  await page.getByRole('option', { name: 'Spring' }).click();
  await expect(page).toHaveURL(new RegExp(`cohort=${springId}`));
  await expect(blocks.getByRole('row', { name: /Greets the caller/ })).toHaveText(
    /Greets the caller by name and says who they are\s*1\s*1\s*0\s*—/,
  );
  await expect(page.getByTestId('results-cohorts')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await page.goto(`/courses/${courseId}/results`);
  await expect(blocks.getByRole('row', { name: /Greets the caller/ })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'results-phone');
  await adminContext.close();

  // Ana, on her phone: her profile's course history leads to her progress.
  const anaContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const anaPage = await anaContext.newPage();
  await signIn(anaPage, ana.email);
  await anaPage.goto(`/users/${ana.id}`);
  await anaPage.getByRole('link', { name: `Progress in ${courseName}` }).click();
  await expect(anaPage.getByRole('heading', { name: 'Progress of Ana Silva' })).toBeVisible();
  const greets = anaPage.getByRole('article', { name: 'Greets the caller by name and says who they are' });
  await expect(greets.getByText('First 0')).toBeVisible();
  await expect(greets.getByText('Latest +1')).toBeVisible();
  await expect(greets.getByText('Best +1')).toBeVisible();
  await expect(anaPage.getByTestId('progress-nps')).toContainText('10 of 10 · Promoter');
  expect(await scrollsSideways(anaPage)).toBe(false);
  expect(await seriousViolations(anaPage)).toEqual([]);
  await shot(anaPage, 'progress-phone');
  await anaContext.close();
});
