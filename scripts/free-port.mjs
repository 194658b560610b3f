// A free TCP port on 127.0.0.1, found synchronously (playwright.config.ts is a plain module that must
// know its port while it loads): a short child process listens on the preferred port, else on any port
// the system hands out, and prints the one it got.
import { execFileSync } from 'node:child_process';

const probe = `
const net = require('node:net');
const listen = (port) => new Promise((resolve) => {
  const server = net.createServer();
  server.once('error', () => resolve(null));
  server.listen(port, '127.0.0.1', () => {
    const { port: got } = server.address();
    server.close(() => resolve(got));
  });
});
(async () => {
  const got = (await listen(Number(process.argv[1]))) ?? (await listen(0));
  process.stdout.write(String(got));
})();
`;

/** `preferred` when nothing listens on it, otherwise (and when `preferred` is 0) any free port. */
export function pickPortSync(preferred = 0) {
  const out = execFileSync(process.execPath, ['-e', probe, String(preferred)], { encoding: 'utf8', timeout: 10_000 });
  const port = Number(out);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`could not find a free port (got "${out}")`);
  return port;
}
