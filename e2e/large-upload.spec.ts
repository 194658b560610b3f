import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BODY_LIMIT_BYTES, bodyTooLargeText, fileTooLargeText, UPLOAD_MAX_BYTES } from '@app/shared';
import { expect, test } from './fixtures';
import { apiCall, apiSession, PARTICIPANT_CSV_HEADER, signIn, unique } from './helpers';

let tempDir: string;
test.beforeAll(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'large-upload-e2e-'));
});
test.afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** A participant CSV of valid lines, just over `bytes` long. */
function csvOver(bytes: number): string {
  const file = path.join(tempDir, 'everyone.csv');
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, `${PARTICIPANT_CSV_HEADER}\r\n`);
  const lines: string[] = [];
  for (let i = 0; i < 1000; i++) lines.push(`Pat,Lee,pat.${i}@example.com,,,,,,,Analyst`);
  const block = `${lines.join('\r\n')}\r\n`;
  for (let written = 0; written <= bytes; written += block.length) fs.writeSync(out, block);
  fs.closeSync(out);
  return file;
}

test('a CSV over the upload limit is refused with a message that names the limit, not a network error', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await apiSession(request, 'admin@example.com');
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', headers, {
    client: { orgName: `Big File Co ${unique()}`, contactEmail: 'contact@example.com' },
  });
  const courseName = `Large Upload ${unique()}`;
  await apiCall(request, 'post', '/courses', headers, { course: { name: courseName, clientId: client.id } });
  const file = csvOver(UPLOAD_MAX_BYTES + 1024 * 1024);

  await signIn(page, 'admin@example.com');
  await page.goto(`/clients/${client.id}`);
  const importer = page.getByTestId('participant-import');
  await expect(importer.getByRole('combobox', { name: 'Course' })).toContainText(courseName);
  await importer.locator('input[type="file"]').setInputFiles(file);
  await expect(importer.getByTestId('chosen-file')).toContainText('everyone.csv');
  const answer = page.waitForResponse((r) => r.url().endsWith(`/clients/${client.id}/upload_participants`));
  await importer.getByRole('button', { name: 'Upload' }).click();

  // The server's refusal reaches the page (a 413, not a failed request) and the page says why.
  expect((await answer).status()).toBe(413);
  await expect(importer.getByTestId('import-error')).toHaveText(fileTooLargeText(UPLOAD_MAX_BYTES), { timeout: 30_000 });
  await expect(importer.getByTestId('import-error')).not.toContainText('Cannot reach the server');
  // Nobody was imported, and the page is ready for a smaller file.
  await expect(page.getByTestId('client-participants-grid').getByRole('row', { name: /Pat Lee/ })).toHaveCount(0);
  await expect(importer.getByRole('button', { name: 'Upload' })).toBeEnabled();
});

test('a JSON body over the limit, sent again and again from the page, is answered 413 every time', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@example.com');
  // The browser's own fetch, as the app's forms send: four times the limit, on kept-alive connections.
  const answers = await page.evaluate(
    async ({ size }) => {
      const body = JSON.stringify({ client: { orgName: 'x'.repeat(size) } });
      const token = localStorage.getItem('session.token') ?? '';
      const out: Array<{ status: number | string; error?: string }> = [];
      for (let i = 0; i < 15; i++) {
        await (await fetch('/api/v1/health')).text();
        try {
          const res = await fetch('/api/v1/clients', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          out.push({ status: res.status, error: ((await res.json()) as { error?: string }).error });
        } catch (err) {
          out.push({ status: String(err) });
        }
      }
      return out;
    },
    { size: 4 * BODY_LIMIT_BYTES },
  );
  expect(answers).toEqual(answers.map(() => ({ status: 413, error: bodyTooLargeText(BODY_LIMIT_BYTES) })));
});
