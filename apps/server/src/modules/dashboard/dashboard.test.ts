import { dashboardSchema } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (
    await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name: 'Desk' } })
  ).json().data._id;
});
afterAll(() => t.close());

async function item(title: string, status: 'Draft' | 'Published', token: string, publishDate?: string) {
  const me = (await t.call({ method: 'GET', url: '/api/user/me', token })).json().data;
  const response = await t.call({
    method: 'POST',
    url: '/api/cms/create',
    token,
    payload: {
      title,
      type: 'Video',
      status,
      description: `${title} in short`,
      categories: [categoryId],
      user: me._id,
      publishDate: publishDate ?? new Date(Date.now() - 60_000).toISOString(),
      seo: { title, description: 'x', metaTags: [] },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const dashboard = (token: string) => t.call({ method: 'GET', url: '/api/dashboard', token });

describe('the dashboard', () => {
  it("shows one's drafts, the counts per status, what is scheduled and what was published last", async () => {
    const reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Rita Reporter');
    await item('My own draft', 'Draft', reporter.token);
    await item('Someone else’s draft', 'Draft', t.adminToken);
    await item('Out this morning', 'Published', t.adminToken);
    await item('Out tomorrow', 'Published', t.adminToken, new Date(Date.now() + 86_400_000).toISOString());
    const answer = dashboardSchema.parse((await dashboard(reporter.token)).json().data);
    expect(answer.content?.myDrafts.map((entry) => entry.title)).toEqual(['My own draft']);
    expect(answer.content?.scheduled.map((entry) => entry.title)).toEqual(['Out tomorrow']);
    expect(answer.content?.recentlyPublished.map((entry) => entry.title)).toEqual(['Out this morning']);
    expect(answer.content?.counts).toEqual(
      expect.arrayContaining([
        { status: 'Draft', total: 2 },
        { status: 'Published', total: 1 },
        { status: 'Scheduled', total: 1 },
      ]),
    );
    expect(answer.content?.pendingChanges).toBe(0);
  });

  it('counts the live items whose changes wait for review', async () => {
    const reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Rex Reporter');
    const live = (
      await t.call({
        method: 'POST',
        url: '/api/cms/create',
        token: t.adminToken,
        payload: {
          title: 'Live page',
          type: 'Page',
          body: [{ title: '', body: '<p>Text</p>' }],
          status: 'Published',
          user: reporter.user._id,
        },
      })
    ).json().data;
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/cms/${live._id}`,
      token: reporter.token,
      payload: { title: 'Live page, changed', updatedAt: live.updatedAt },
    });
    expect(changed.json().data.pendingChange).not.toBeNull();
    const answer = dashboardSchema.parse((await dashboard(t.adminToken)).json().data);
    expect(answer.content?.pendingChanges).toBe(1);
  });

  it('leaves out what the user may not read', async () => {
    const stranger = await t.userWith({ Client: ['Read'] });
    expect((await dashboard(stranger.token)).json().data).toEqual({
      review: null,
      breakingNews: null,
      homePage: null,
      content: null,
    });
    // Breaking news and the home page for whoever may read them, with no content desk.
    const desk = await t.userWith({ BreakingNews: ['Read'], Layout: ['Read'] });
    expect((await dashboard(desk.token)).json().data).toMatchObject({
      review: null,
      breakingNews: { active: expect.any(Number) },
      homePage: { at: expect.any(String) },
      content: null,
    });
    expect((await t.call({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
