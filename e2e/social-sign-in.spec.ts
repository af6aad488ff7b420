import { test } from '@playwright/test';
import { fakeGoogleAccount } from './fake-google-account.js';
import { signInWithProviderTwice } from './provider-sign-in.js';

test('continue with Google: the provider page sends the browser back signed in, as a new account the first time', async ({ page }) => {
  await signInWithProviderTwice(page, 'Continue with Google', fakeGoogleAccount);
});
