// HiGHS in a thread of its own (solver.ts's highsSolver): a solve runs for up to its time limit, and
// HiGHS's `solve` holds the thread it runs on for all of it. The server's thread keeps answering.
// Plain JavaScript, so Node runs it as it is, beside solver.ts in the sources and beside server.js
// in the build (apps/server/build.mjs copies it there).
import { parentPort } from 'node:worker_threads';
import highsLoader from 'highs';

const highs = await highsLoader();
parentPort.on('message', ({ lp, options }) => {
  try {
    parentPort.postMessage({ solution: highs.solve(lp, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
