import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, labels } from '../../src/db/schema.js';
import { signUp, startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server.close(); });

const everything = { lists: true, label: true };

/** The starter names of each supported language, written out here so the test does not trust the code it checks. */
const expected: Record<string, { lists: string[]; labels: string[] }> = {
  en: { lists: ['Personal', 'Work', 'Grocery List'], labels: ['Important', 'Waiting', 'Errands'] },
  'zh-CN': { lists: ['个人', '工作', '购物清单'], labels: ['重要', '等待中', '杂事'] },
  fr: { lists: ['Personnel', 'Travail', 'Liste de courses'], labels: ['Important', 'En attente', 'Commissions'] },
  de: { lists: ['Persönlich', 'Arbeit', 'Einkaufsliste'], labels: ['Wichtig', 'Wartet', 'Erledigungen'] },
  it: { lists: ['Personale', 'Lavoro', 'Lista della spesa'], labels: ['Importante', 'In attesa', 'Commissioni'] },
  ja: { lists: ['個人', '仕事', '買い物リスト'], labels: ['重要', '待機中', '用事'] },
  ko: { lists: ['개인', '업무', '장보기 목록'], labels: ['중요', '대기 중', '용무'] },
  'pt-BR': { lists: ['Pessoal', 'Trabalho', 'Lista de compras'], labels: ['Importante', 'Aguardando', 'Recados'] },
  ru: { lists: ['Личное', 'Работа', 'Список покупок'], labels: ['Важно', 'Ожидание', 'Дела'] },
  es: { lists: ['Personal', 'Trabajo', 'Lista de compras'], labels: ['Importante', 'En espera', 'Recados'] },
};

async function starterData(token: string) {
  const userId = (await server.request('GET', '/me', { token })).body.id as string;
  const { db } = server.app.ctx;
  // Stored as wire documents; sorted by position as a client shows them.
  const documents = async <T extends { position: string }>(table: typeof categories | typeof labels) =>
    (await db.select().from(table).where(eq(table.scopeId, userId))).map((row) => row.data as unknown as T)
      .sort((a, b) => (a.position < b.position ? -1 : 1));
  const lists = await documents<{ name: string; position: string; isDefault: boolean; isGroceryList: boolean }>(categories);
  const tags = await documents<{ name: string; position: string; isPredefined: boolean; color: string }>(labels);
  return { lists, labels: tags };
}

const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

describe('predefined data', () => {
  it('makes the German lists and labels at sign-up with locale de, once', async () => {
    const { token, email, password } = await signUp(server, { locale: 'de', create_predefined_data: everything });
    const data = await starterData(token);
    expect(names(data.lists)).toEqual(expected.de!.lists);
    expect(names(data.labels)).toEqual(expected.de!.labels);
    expect(data.lists.filter((l) => l.isDefault).map((l) => l.name)).toEqual(['Persönlich']);
    expect(data.lists.filter((l) => l.isGroceryList).map((l) => l.name)).toEqual(['Einkaufsliste']);
    expect(data.labels.every((l) => l.isPredefined && /^#[0-9A-F]{6}$/i.test(l.color))).toBe(true);

    // A later call that asks again makes nothing more.
    const login = await server.request('POST', '/login', { body: { email, password, locale: 'de', create_predefined_data: everything } });
    expect(login.status).toBe(200);
    const after = await starterData(token);
    expect(names(after.lists)).toEqual(expected.de!.lists);
    expect(names(after.labels)).toEqual(expected.de!.labels);
  });

  it.each(Object.keys(expected))('uses the names of locale %s', async (locale) => {
    const { token } = await signUp(server, { locale, create_predefined_data: everything });
    const data = await starterData(token);
    expect(names(data.lists)).toEqual(expected[locale]!.lists);
    expect(names(data.labels)).toEqual(expected[locale]!.labels);
  });

  it('falls back from a regional locale to its language', async () => {
    const { token } = await signUp(server, { locale: 'fr_CA', create_predefined_data: everything });
    expect(names((await starterData(token)).lists)).toEqual(expected.fr!.lists);
  });

  it('makes nothing without create_predefined_data', async () => {
    const { token } = await signUp(server, { locale: 'de' });
    expect(await starterData(token)).toEqual({ lists: [], labels: [] });
  });

  it('makes only what was asked for', async () => {
    const { token } = await signUp(server, { create_predefined_data: { lists: true } });
    const data = await starterData(token);
    expect(names(data.lists)).toEqual(expected.en!.lists);
    expect(data.labels).toEqual([]);
  });

  it('makes them when a log-in asks for them on an account that has none, once', async () => {
    const { token, email, password } = await signUp(server, { locale: 'it' });
    const body = { email, password, create_predefined_data: everything };
    expect((await server.request('POST', '/login', { body })).status).toBe(200);
    expect((await server.request('POST', '/login', { body })).status).toBe(200);
    const data = await starterData(token);
    expect(names(data.lists)).toEqual(expected.it!.lists);
    expect(names(data.labels)).toEqual(expected.it!.labels);
  });

  it('makes them once when two requests race', async () => {
    const { token, email, password } = await signUp(server, { locale: 'es' });
    const body = { email, password, create_predefined_data: everything };
    const answers = await Promise.all([1, 2, 3].map((n) => server.request('POST', '/login', { body: { ...body, client_id: `c${n}` } })));
    for (const answer of answers) expect(answer.status).toBe(200);
    const data = await starterData(token);
    expect(names(data.lists)).toEqual(expected.es!.lists);
    expect(names(data.labels)).toEqual(expected.es!.labels);
  });
});
