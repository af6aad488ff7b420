import { test } from '@playwright/test';
import { fakeFacebookAccount } from './fake-facebook-account.js';
import { signInWithProviderTwice } from './provider-sign-in.js';

test('continue with Facebook: the dialog sends the browser back signed in, as a new account the first time', async ({ page }) => {
  await signInWithProviderTwice(page, 'Continue with Facebook', fakeFacebookAccount);
});
