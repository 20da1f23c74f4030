import Bowser from 'bowser';

/**
 * A session's device in plain words, from the browser's user agent: "Firefox on Windows",
 * "Safari on iOS (iPhone)", "Chrome on Android". What cannot be read is said plainly.
 */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const model = platform.model && platform.model !== os.name ? ` (${platform.model})` : '';
  if (browser.name && os.name) return `${browser.name} on ${os.name}${model}`;
  if (browser.name) return browser.name;
  if (os.name) return `A browser on ${os.name}${model}`;
  return 'Unknown device';
}
