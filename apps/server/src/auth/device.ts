import Bowser from 'bowser';

/** What a person recognises a signed-in device by: its browser and operating system, read from the user agent. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

/** The browser and system named by a user agent; null for either part the agent does not name (e.g. a native client). */
export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}
