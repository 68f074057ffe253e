/** APP_SECRET from the environment, or one generated once and kept in DATA_DIR/secret.key (single machine). */
import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './crypto.ts';

export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomToken();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
