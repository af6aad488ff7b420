import { requiredExperiments } from '@taskhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function experimentsPath(params: Record<string, string>) {
  return `/experiments?${new URLSearchParams(params).toString()}`;
}

describe('GET /experiments', () => {
  it('answers without a token: every required experiment, each with a group, for the given client id', async () => {
    const answer = await server.request('GET', experimentsPath({
      platform: 'web', client_id: 'client-exp-1', email: 'a@example.com', required_experiments: JSON.stringify(['WEB_OB_GPT']),
    }));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['client_id', 'experiments']);
    expect(answer.body.client_id).toBe('client-exp-1');
    expect(answer.body.experiments.map((e: { name: string }) => e.name).sort()).toEqual([...requiredExperiments].sort());
    for (const experiment of answer.body.experiments) {
      expect(experiment).toEqual({ name: expect.any(String), group: expect.any(String), properties: {} });
    }
  });

  it('gives a client id the same groups every time, and the same as its login response', async () => {
    const clientId = 'client-exp-stable';
    const requested = ['WEB_OB_GPT', 'WEB_WHATSAPP_OB_UPSELL'];
    const { answer: login } = await signUp(server, { client_id: clientId, requested_experiments: requested });
    const path = experimentsPath({ client_id: clientId, required_experiments: JSON.stringify(requested) });
    const first = await server.request('GET', path);
    const second = await server.request('GET', path);
    expect(first.body).toEqual(second.body);
    expect(first.body.experiments).toEqual(login.body.experiments);
    expect(login.body.client_id).toBe(clientId);
  });

  it('spreads different client ids over the groups', async () => {
    const groups = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const answer = await server.request('GET', experimentsPath({ client_id: `spread-${i}` }));
      groups.add(answer.body.experiments.find((e: { name: string }) => e.name === 'WEB_OB_GPT').group);
    }
    expect([...groups].sort()).toEqual(['control', 'variant']);
  });

  it('makes a new random client id when none (or an empty one) is sent', async () => {
    const bare = await server.request('GET', '/experiments');
    const empty = await server.request('GET', '/experiments?platform=&client_id=&email=&required_experiments=');
    for (const answer of [bare, empty]) {
      expect(answer.status).toBe(200);
      expect(answer.body.client_id).toMatch(uuid);
      expect(answer.body.experiments.length).toBe(requiredExperiments.length);
    }
    expect(bare.body.client_id).not.toBe(empty.body.client_id);
  });

  it('ignores experiment names it does not know', async () => {
    const answer = await server.request('GET', experimentsPath({ client_id: 'c', required_experiments: '["NO_SUCH_TEST"]' }));
    expect(answer.status).toBe(200);
    expect(answer.body.experiments.map((e: { name: string }) => e.name)).not.toContain('NO_SUCH_TEST');
  });

  it.each([
    [{ required_experiments: '[WEB_OB_GPT' }, 'Invalid required_experiments parameter'],
    [{ required_experiments: '{"name":"WEB_OB_GPT"}' }, 'Invalid required_experiments parameter'],
    [{ required_experiments: '"WEB_OB_GPT"' }, 'Invalid required_experiments parameter'],
    [{ required_experiments: '[1,2]' }, 'Invalid required_experiments.0 parameter'],
    [{ client_id: 'x'.repeat(129) }, 'Invalid client_id parameter'],
    [{ client_id: 'c', variant: 'b' }, 'Unknown parameter: variant'],
  ])('refuses %j with 400', async (params, message) => {
    const answer = await server.request('GET', experimentsPath(params));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: message, code: 'BAD_REQUEST' });
  });

  it('refuses a parameter given twice', async () => {
    const answer = await server.request('GET', '/experiments?client_id=a&client_id=b');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Invalid client_id parameter', code: 'BAD_REQUEST' });
  });
});
