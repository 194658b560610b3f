/** What the command-line tools (create-admin, backup) share. */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** True when the module of `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * npm runs a script in the package's folder; relative paths (DATA_DIR, a file named on the command
 * line) must mean the folder the command was typed in, which npm passes as INIT_CWD.
 */
export function useInvokingFolder(): void {
  const invokedFrom = process.env.INIT_CWD;
  if (invokedFrom) process.chdir(invokedFrom);
}
