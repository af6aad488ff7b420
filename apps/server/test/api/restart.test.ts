import { afterAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';

let server: TestServer | undefined;
afterAll(async () => { await server?.close(); });

describe('a restart', () => {
  it('keeps accounts, settings and sessions', async () => {
    const first = await startServer();
    const { email, password, token } = await signUp(first, { create_predefined_data: { lists: true, label: true } });
    expect((await first.request('PUT', '/me', { token, body: { webConfig: { theme: 'dark' } } })).status).toBe(200);
    await first.close({ keepData: true });

    server = await startServer({}, { restartFrom: first.stored });
    const me = await server.request('GET', '/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect(me.body.webConfig.theme).toBe('dark');
    const login = await server.request('POST', '/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect(login.body.new_user).toBe(false);
  });
});
