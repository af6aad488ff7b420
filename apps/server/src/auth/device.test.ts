import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.js';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox', 'Linux'],
  ])('names the browser and system of %s', (agent, browser, os) => {
    expect(describeDevice(agent)).toEqual({ browser, os });
  });

  it('names nothing for a missing or unknown agent', () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
    expect(describeDevice('TaskHub Desktop/1.0')).toEqual({ browser: null, os: null });
  });
});
