import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptcha, recaptchaScriptUrl } from './captcha.js';

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

describe('the reCAPTCHA loader', () => {
  it('adds Google\'s script only when first asked, once per site key, and executes the action', async () => {
    const recaptcha = createRecaptcha();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const execute = vi.fn(async () => 'token-1');
    const first = recaptcha.execute('site-1', 'login');
    const second = recaptcha.execute('site-1', 'signup');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(recaptchaScriptUrl('site-1'));
    expect(scripts[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=site-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('token-1');
    await expect(second).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-1', { action: 'login' });
    expect(execute).toHaveBeenCalledWith('site-1', { action: 'signup' });
  });

  it('fails when the script cannot be downloaded, and tries again next time', async () => {
    const recaptcha = createRecaptcha();
    const attempt = recaptcha.execute('site-1', 'login');
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not be downloaded');
    void recaptcha.execute('site-1', 'login').catch(() => {});
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });
});
