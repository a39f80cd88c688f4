// Templates through the API: system presets as full caption styles, save (create, update,
// validation, the plan's limit), one default among the user's own, delete, and ownership.
import { captionStyleSchema } from '@captionist/captions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface TemplateBody {
  id: string;
  name: string;
  description: string;
  settings: Record<string, unknown>;
  is_default: boolean;
  is_system: boolean;
}

const list = async (browser: BrowserAgent): Promise<TemplateBody[]> =>
  (await browser.get('/api/user/templates')).json().data;
const save = (browser: BrowserAgent, body: object) => browser.post('/api/user/templates/save', body);
const remove = (browser: BrowserAgent, id: string) =>
  browser.request({ method: 'DELETE', url: `/api/user/templates/${id}` });

describe('system templates', () => {
  it('lists at least 8 presets with exactly the server fields of spec §3, each a full style', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.get('/api/user/templates');
    expect(response.json().status).toBe('success');
    const templates: TemplateBody[] = response.json().data;
    expect(templates.length).toBeGreaterThanOrEqual(8);
    const fontIds = (await browser.get('/api/user/fonts')).json().data.map((f: { id: string }) => f.id);
    for (const template of templates) {
      expect(Object.keys(template).sort()).toEqual([
        'description',
        'id',
        'is_default',
        'is_system',
        'name',
        'settings',
      ]);
      expect(template.is_system).toBe(true);
      expect(captionStyleSchema.strict().parse(template.settings)).toEqual(template.settings);
      expect(fontIds).toContain(template.settings.font);
    }
    expect(templates.filter((t) => t.is_default).map((t) => t.name)).toEqual(['Classic']);
    expect(templates.map((t) => t.name)).toEqual(expect.arrayContaining(['Hormozi', 'Karaoke', 'Boxed']));
  });

  it('cannot be changed or deleted by a user', async () => {
    const { browser } = await signedInUser(server);
    const [classic] = await list(browser);
    expect((await save(browser, { id: classic?.id, name: 'Mine', settings: {} })).statusCode).toBe(404);
    expect((await remove(browser, classic?.id ?? '')).statusCode).toBe(404);
    expect((await list(browser))[0]).toEqual(classic);
  });
});

describe('saving templates', () => {
  it('creates a full style from the given settings, then updates it', async () => {
    const { browser } = await signedInUser(server);
    const montserrat = (await browser.get('/api/user/fonts'))
      .json()
      .data.find((f: { name: string }) => f.name === 'Montserrat');
    const created = await save(browser, {
      name: '  My look ',
      description: 'Big and yellow',
      settings: { font: montserrat.id, fillColor: '#ffd400', fontSize: 120 },
    });
    expect(created.statusCode).toBe(201);
    const template: TemplateBody = created.json().data;
    expect(template).toMatchObject({ name: 'My look', is_system: false, is_default: false });
    expect(template.settings).toEqual(
      captionStyleSchema.parse({ font: montserrat.id, fillColor: '#ffd400', fontSize: 120 }),
    );

    const updated = await save(browser, { id: template.id, name: 'Renamed', settings: template.settings });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: template.id,
      name: 'Renamed',
      description: 'Big and yellow',
    });
    expect((await list(browser)).at(-1)).toEqual(updated.json().data);
  });

  it('answers field errors for an invalid style, an unknown font and a missing name', async () => {
    const { browser } = await signedInUser(server);
    const bad = await save(browser, { name: 'x', settings: { fontSize: 5, strokeSize: 'huge' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['settings.fontSize', 'settings.strokeSize']);
    const font = await save(browser, { name: 'x', settings: { font: crypto.randomUUID() } });
    expect(font.statusCode).toBe(422);
    expect(font.json().errors).toEqual({ 'settings.font': ['Choose one of your fonts or a system font.'] });
    const nameless = await save(browser, { name: ' ', settings: {} });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors.name).toEqual(['The name is required.']);
  });

  it('keeps to the plan’s limit (Free: 3) and keeps one default among the user’s own', async () => {
    const { browser } = await signedInUser(server);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      const response = await save(browser, { name, settings: {}, is_default: true });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().data.id);
    }
    const own = (await list(browser)).filter((t) => !t.is_system);
    expect(own.filter((t) => t.is_default).map((t) => t.name)).toEqual(['C']);
    const over = await save(browser, { name: 'D', settings: {} });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(
      'Your plan allows 3 templates of your own. Delete one or upgrade to save more.',
    );
    expect((await remove(browser, ids[0] ?? '')).statusCode).toBe(200);
    expect((await save(browser, { name: 'D', settings: {} })).statusCode).toBe(201);
  });

  it('lets nobody else see, change or delete a user’s template', async () => {
    const owner = await signedInUser(server);
    const intruder = await signedInUser(server);
    const mine: TemplateBody = (await save(owner.browser, { name: 'Mine', settings: {} })).json().data;
    expect((await save(intruder.browser, { id: mine.id, name: 'Ours', settings: {} })).statusCode).toBe(404);
    expect((await remove(intruder.browser, mine.id)).statusCode).toBe(404);
    expect((await list(intruder.browser)).map((t) => t.id)).not.toContain(mine.id);
    expect((await list(owner.browser)).find((t) => t.id === mine.id)?.name).toBe('Mine');
  });
});
