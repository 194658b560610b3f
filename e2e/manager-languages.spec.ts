import { expect, test } from './fixtures';
import { apiCall, apiSession, expectFitsAndPasses, newCourse, newUser, PHONE, shot, signIn } from './helpers';

// A coordinator's screens in Spanish (issue 40), on a phone: Courses, one course's details and
// preferences, Plan the month and the reports read in Spanish, none scrolls sideways and axe finds
// nothing serious. The test makes its own coordinator and course.
test.describe.configure({ timeout: 360_000 });

test('a coordinator in Spanish reads Courses, a course, Plan the month and the reports on a phone', async ({ page, request }) => {
  const sc = await newUser(request, ['sc'], 'Lucia');
  const own = await apiSession(request, sc.email);
  await apiCall(request, 'put', `/users/${sc.id}`, own, { user: { language: 'es-ES' } });
  const { courseId, courseName } = await newCourse(request, own, 'Negociación');

  await page.addInitScript(() => {
    // The browser speaks English: the language is the person's own choice.
    Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
  });
  await page.setViewportSize(PHONE);
  await signIn(page, sc.email);

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await page.getByPlaceholder('Buscar cursos por nombre').fill(courseName);
  await expect(page.getByRole('link', { name: courseName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo curso' })).toBeVisible();
  await expectFitsAndPasses(page, 'Courses');
  await shot(page, 'manager-es-courses');

  await page.goto(`/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Detalles' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb.getByRole('link', { name: 'Cursos' })).toBeVisible();
  // The form settled (its course loaded, nothing changed): Update has turned grey and stays so, and
  // axe reads its colours once that change has ended (mid-fade, its text was read on the blue).
  await expect(page.getByLabel('Nombre del curso')).toHaveValue(courseName);
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  await expectFitsAndPasses(page, 'Course details');
  await shot(page, 'manager-es-course');

  await page.getByRole('tab', { name: 'Preferencias' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('form').getByText('General', { exact: true })).toBeVisible();
  await expect(breadcrumb).toContainText('Preferencias');
  await expectFitsAndPasses(page, 'Course preferences');
  await shot(page, 'manager-es-preferences');

  await page.goto('/roster-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Planificar el mes' })).toBeVisible();
  await expectFitsAndPasses(page, 'Plan the month');
  await shot(page, 'manager-es-plan');

  await page.goto('/reports/attendance');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['NPS', 'Agregado', 'Asistencia', 'Programados', 'Disponibilidad de recursos']);
  await expect(breadcrumb).toContainText('Informes');
  await expect(breadcrumb).toContainText('Asistencia');
  await expectFitsAndPasses(page, 'Reports');
  await shot(page, 'manager-es-reports');
});
