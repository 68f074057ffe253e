/**
 * `FACEBOOK_SANDBOX=true` (`npm run start:sandbox`): starts the simulated Facebook and ScrapeCreators
 * on local ports and returns the configuration that points the app's real clients at them. Objects
 * published to the sandbox are kept in DATA_DIR, so they go on "delivering" across restarts.
 */
import path from 'node:path';
import type { Config } from '../config.ts';
import { startGraphSandbox } from './graph-sandbox.ts';
import { startScrapeCreatorsSandbox } from './scrape-creators-sandbox.ts';

export const SANDBOX_APP = { appId: 'sandbox-app', appSecret: 'sandbox-app-secret' };

export async function startSandboxFacebook(config: Config) {
  const graph = await startGraphSandbox({
    ...SANDBOX_APP,
    port: config.FACEBOOK_SANDBOX_PORT,
    reviewSeconds: config.FACEBOOK_SANDBOX_REVIEW_SECONDS,
    stateFile: path.join(config.dataDir, 'sandbox-facebook.json'),
  });
  const scrape = await startScrapeCreatorsSandbox();
  const overrides: Partial<Config> = {
    FACEBOOK_APP_ID: SANDBOX_APP.appId,
    FACEBOOK_APP_SECRET: SANDBOX_APP.appSecret,
    FACEBOOK_GRAPH_URL: graph.graphUrl,
    FACEBOOK_DIALOG_URL: graph.dialogUrl,
    SCRAPECREATORS_API_KEY: scrape.apiKey,
    SCRAPECREATORS_BASE_URL: scrape.url,
  };
  return {
    overrides,
    urls: { graph: graph.url, scrapeCreators: scrape.url },
    async close() {
      await graph.close();
      await scrape.close();
    },
  };
}
