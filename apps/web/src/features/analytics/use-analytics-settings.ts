/**
 * The analytics settings the page works with (decision 161): this browser's copy at once, then the server's
 * when it has one (they follow the user to another browser), and every save to both. A server that has none
 * yet gets this browser's, when it saved any. `onLoaded` hears of settings that came from the server.
 */
import { type AnalyticsSettings, settingsInConfig } from '@ads-creative/contracts/analytics-settings';
import { useEffect, useRef, useState } from 'react';
import { hasStoredAnalyticsSettings, loadAnalyticsSettings, saveAnalyticsSettings } from './analytics-settings.ts';
import { useAnalyticsConfig, useSaveSettingsToServer } from './api/analytics-config.ts';

export function useAnalyticsSettings(onLoaded: (settings: AnalyticsSettings) => void) {
  const [settings, setSettings] = useState<AnalyticsSettings>(loadAnalyticsSettings);
  const config = useAnalyticsConfig();
  const toServer = useSaveSettingsToServer();
  const adopted = useRef(false);
  const latest = useRef({ settings, onLoaded, upload: toServer.mutate });
  latest.current = { settings, onLoaded, upload: toServer.mutate };

  useEffect(() => {
    if (adopted.current || !config.isSuccess) return;
    adopted.current = true;
    const stored = settingsInConfig(config.data);
    if (stored === null) {
      if (!hasStoredAnalyticsSettings()) return;
      // Email reports start off: this browser's switch was set when it sent nothing, and e-mail is opted into.
      const uploaded = { ...latest.current.settings, emailReports: false };
      saveAnalyticsSettings(uploaded);
      setSettings(uploaded);
      latest.current.upload(uploaded);
      return;
    }
    saveAnalyticsSettings(stored);
    setSettings(stored);
    latest.current.onLoaded(stored);
  }, [config.isSuccess, config.data]);

  const save = (next: AnalyticsSettings) => {
    saveAnalyticsSettings(next);
    setSettings(next);
    toServer.mutate(next);
  };
  return { settings, save };
}
