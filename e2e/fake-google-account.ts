/** The one account the local fake Google (e2e/fake-google.ts) signs everybody in as. */
export const fakeGoogleAccount = { sub: '1081234567890', email: 'e2e.google@example.com', email_verified: true, name: 'Gail Google' };
