import { describe, expect, it } from 'vitest';
import { detectOperatingSystem, errorReportingTags } from './tags.js';

describe('detectOperatingSystem', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'mac'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'chromeos'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'linux'],
    ['curl/8.0', 'unknown'],
  ])('%s → %s', (userAgent, expected) => {
    expect(detectOperatingSystem(userAgent)).toBe(expected);
  });
});

describe('errorReportingTags', () => {
  it('tags web reports with the card store, the OS, the web platform and the window', () => {
    expect(errorReportingTags('Mozilla/5.0 (X11; Linux x86_64)')).toEqual({
      app_store: 'stripe', app_os: 'linux', app_platform: 'web', app_window: 'main',
    });
    expect(errorReportingTags('', 'quick-add').app_window).toBe('quick-add');
  });
});
