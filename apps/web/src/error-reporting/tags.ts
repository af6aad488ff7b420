import { cardPaymentProvider } from '@taskhub/domain';

export type OperatingSystem = 'windows' | 'mac' | 'ios' | 'android' | 'chromeos' | 'linux' | 'unknown';

/** The operating system named in a user-agent string; iOS and Android come first as their agents also say Mac or Linux. */
export function detectOperatingSystem(userAgent: string): OperatingSystem {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/CrOS/.test(userAgent)) return 'chromeos';
  if (/Windows/.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac';
  if (/Linux|X11/.test(userAgent)) return 'linux';
  return 'unknown';
}

/** The tags every report carries (SPEC.md section 9). */
export interface ErrorReportingTags {
  [tag: string]: string;
  /** Where purchases go: the card provider for the web ('apple' only in a Mac App Store build). */
  app_store: string;
  app_os: OperatingSystem;
  app_platform: 'web';
  /** Which window of the app reported; a browser tab is the main window. */
  app_window: string;
}

export function errorReportingTags(userAgent: string, appWindow = 'main'): ErrorReportingTags {
  return {
    app_store: cardPaymentProvider,
    app_os: detectOperatingSystem(userAgent),
    app_platform: 'web',
    app_window: appWindow,
  };
}
