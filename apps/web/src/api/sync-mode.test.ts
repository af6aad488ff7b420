import { beforeEach, describe, expect, it } from 'vitest';
import { httpOnlySync, setHttpOnlySync } from './sync-mode.js';

const at = (search: string) => ({ search });

describe('httpOnlySync', () => {
  beforeEach(() => { sessionStorage.clear(); localStorage.clear(); });

  it('is off by default', () => {
    expect(httpOnlySync(at(''))).toBe(false);
  });

  it('follows the device setting, and the tab parameter over it for as long as the tab lives', () => {
    setHttpOnlySync(true);
    expect(httpOnlySync(at(''))).toBe(true);
    expect(httpOnlySync(at('?HTTP_ONLY_SYNC=0'))).toBe(false);
    expect(httpOnlySync(at(''))).toBe(false);
    expect(httpOnlySync(at('?HTTP_ONLY_SYNC='))).toBe(true);
  });

  it('turns on for a tab from the feature parameter alone', () => {
    expect(httpOnlySync(at('?HTTP_ONLY_SYNC=1'))).toBe(true);
    expect(httpOnlySync(at('?other=1'))).toBe(true);
    expect(localStorage.getItem('taskhub.httpOnlySync')).toBeNull();
  });

  it("lets the settings choice replace the tab's parameter", () => {
    expect(httpOnlySync(at('?HTTP_ONLY_SYNC=true'))).toBe(true);
    setHttpOnlySync(false);
    expect(httpOnlySync(at(''))).toBe(false);
  });
});
