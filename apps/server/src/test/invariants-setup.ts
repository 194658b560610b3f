// Set-up of every server test file (vitest.config.ts): after each test, the data invariants are
// checked on the test databases still open (test/invariants.ts).
import { afterEach } from 'vitest';
import { checkAfterTest } from './invariants';

afterEach(({ task }) => checkAfterTest(task.file.filepath));
