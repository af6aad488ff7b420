/** The one account the local fake social network (e2e/fake-facebook.ts) signs everybody in as. */
export const fakeFacebookAccount = { id: '100009876543210', email: 'e2e.facebook@example.com', name: 'Fiona Facebook' };
