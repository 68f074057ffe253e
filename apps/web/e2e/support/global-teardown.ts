/** Removes the servers' temporary data directories (database, outbox; the sandbox server's too) once the browser suite is done. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  // Only the directory the config made under the temp folder, never a path given from outside.
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('ads-creative-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}-sandbox`, { recursive: true, force: true });
  }
}
