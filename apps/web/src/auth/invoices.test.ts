import { beforeEach, describe, expect, it } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { createInvoiceSending } from './invoices.js';
import { loggedIn, loginResponse, setupAuth, wireSubscription, wireUser } from './testing/fixtures.js';

async function setup(subscription = wireSubscription(), isPremium = true) {
  const auth = setupAuth({ user: wireUser({ isPremium }) });
  auth.server.on('POST', '/login', ok(loginResponse({ latestSubscription: subscription })));
  await loggedIn(auth.store);
  return { ...auth, invoices: createInvoiceSending(auth.store) };
}

const invoicePath = '/me/invoice/stripe/sub_123';

describe('card-provider invoices', () => {
  beforeEach(() => localStorage.clear());

  it('POSTs /me/invoice/stripe/{subscriptionId}: pending, then resolved', async () => {
    const { server, invoices } = await setup();
    server.on('POST', invoicePath, ok());
    const sending = invoices.getState().send();
    expect(invoices.getState().status).toBe('pending');
    await sending;
    expect(invoices.getState().status).toBe('resolved');
    expect(server.callsTo('POST', invoicePath)).toHaveLength(1);
  });

  it('"It can start only when invoices are visible": not for another provider or a free user', async () => {
    const other = await setup(wireSubscription({ paymentProvider: 'PLAY' }));
    await other.invoices.getState().send();
    expect(other.invoices.getState().status).toBe('none');
    const free = await setup(wireSubscription(), false);
    await free.invoices.getState().send();
    expect(free.invoices.getState().status).toBe('none');
    expect([...other.server.requests, ...free.server.requests].filter((r) => r.path.startsWith('/me/invoice'))).toHaveLength(0);
  });

  it('"... and not already pending or resolved"', async () => {
    const { server, invoices } = await setup();
    server.on('POST', invoicePath, ok());
    const first = invoices.getState().send();
    await invoices.getState().send();
    await first;
    await invoices.getState().send();
    expect(server.callsTo('POST', invoicePath)).toHaveLength(1);
  });

  it('"A failed card-provider invoice request throws with the status text"; a rejected one may be tried again', async () => {
    const { server, invoices } = await setup();
    server.on('POST', invoicePath, serverError('BILLING_NOT_CONFIGURED'));
    await expect(invoices.getState().send()).rejects.toThrow('Service Unavailable');
    expect(invoices.getState()).toMatchObject({ status: 'rejected', error: 'Service Unavailable' });
    server.on('POST', invoicePath, ok());
    await invoices.getState().send();
    expect(invoices.getState().status).toBe('resolved');
  });
});
