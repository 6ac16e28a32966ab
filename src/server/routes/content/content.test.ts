import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { BANNERS, POSTS, TEAM, TESTIMONIALS } from '../../seed/posts';

let server: TestApp;

beforeAll(async () => {
  ({ server } = await startDemoServer());
});
afterAll(() => server?.close());

const { get } = requestsTo(() => server);
const grid = (status: unknown) => encodeURIComponent(JSON.stringify(status));

/** Seeded posts newest first (the seed dates each one ageDays before now). */
const postsNewestFirst = [...POSTS].sort((a, b) => a.ageDays - b.ageDays);

describe('listRecentPosts', () => {
  it('answers the newest posts with their author', async () => {
    const response = await get('/api/cztextblocks/list-with-users?count=3');
    expectConformingAnswer('listRecentPosts', response);
    const { data } = response.json();
    expect(data.map((post: { title: string }) => post.title)).toEqual(postsNewestFirst.slice(0, 3).map((post) => post.title));
    expect(data[0]).toMatchObject({ name: postsNewestFirst[0]!.author, smalText: postsNewestFirst[0]!.smallText, type: 'Posts' });
    expect(data[0].text).toContain('<p>');
  });

  it('answers only popular posts when asked', async () => {
    const response = await get('/api/cztextblocks/list-with-users?count=5&popular=true');
    expectConformingAnswer('listRecentPosts', response);
    const titles = response.json().data.map((post: { title: string }) => post.title);
    expect(titles).toEqual(postsNewestFirst.filter((post) => post.popular).map((post) => post.title));
  });

  it('refuses a count out of range', async () => {
    const response = await get('/api/cztextblocks/list-with-users?count=0');
    expect(response.statusCode).toBe(400);
    expectConformingAnswer('listRecentPosts', response);
  });
});

describe('listPosts', () => {
  const postsFilter = { field: 'TextBlockType', operator: 'equals', value: 'Posts' };

  it('pages the blog newest first with the total count', async () => {
    const first = await get(`/api/cztextblocks/list-by-page?startRow=0&endRow=4&gridStatus=${grid({ filters: [postsFilter], sort: [{ field: 'Created', direction: 'desc' }] })}`);
    expectConformingAnswer('listPosts', first);
    expect(first.json().totalCount).toBe(POSTS.length);
    expect(first.json().data.map((post: { title: string }) => post.title)).toEqual(postsNewestFirst.slice(0, 4).map((post) => post.title));
    const last = await get(`/api/cztextblocks/list-by-page?startRow=8&endRow=12&gridStatus=${grid({ filters: [postsFilter] })}`);
    expect(last.json().data.map((post: { title: string }) => post.title)).toEqual(postsNewestFirst.slice(8).map((post) => post.title));
  });

  it('sorts oldest first', async () => {
    const response = await get(
      `/api/cztextblocks/list-by-page?startRow=0&endRow=30&gridStatus=${grid({ filters: [postsFilter], sort: [{ field: 'Created', direction: 'asc' }] })}`,
    );
    expect(response.json().data.map((post: { title: string }) => post.title)).toEqual([...postsNewestFirst].reverse().map((post) => post.title));
  });

  it('searches title, text and small text, case-insensitively', async () => {
    const search = (value: string) =>
      get(`/api/cztextblocks/list-by-page?gridStatus=${grid({ filters: [postsFilter, { fields: ['Title', 'Text', 'SmalText'], operator: 'contains', value }] })}`);
    const matching = (text: string) =>
      postsNewestFirst.filter((post) => [post.title, post.smallText, ...post.paragraphs].some((part) => part.toLowerCase().includes(text.toLowerCase()))).map((post) => post.title);
    const racket = (await search('RACKET')).json();
    expect(matching('racket').length).toBeGreaterThan(1);
    expect(racket.data.map((post: { title: string }) => post.title)).toEqual(matching('racket'));
    expect(racket.totalCount).toBe(matching('racket').length);
    // Only in a paragraph of the text.
    const inText = (await search('60% less energy')).json();
    expect(inText.data.map((post: { title: string }) => post.title)).toEqual(['Our four panoramic courts get new LED lighting']);
    // A typed % is a character, not a wildcard.
    const percent = (await search('%')).json();
    expect(percent.data.map((post: { title: string }) => post.title)).toEqual(matching('%'));
    expect(percent.totalCount).toBeLessThan(POSTS.length);
    // Only in the small text.
    const inSmallText = (await search('glare-free')).json();
    expect(inSmallText.data.map((post: { title: string }) => post.title)).toEqual(['Our four panoramic courts get new LED lighting']);
    const none = await search('curling');
    expectConformingAnswer('listPosts', none);
    expect(none.json()).toMatchObject({ ok: true, data: [], totalCount: 0 });
  });

  it('lists posts when the grid names no type', async () => {
    const response = await get('/api/cztextblocks/list-by-page');
    expect(response.json().totalCount).toBe(POSTS.length);
  });

  it.each([
    ['malformed JSON', encodeURIComponent('{"filters": [')],
    ['an unknown field', grid({ filters: [{ field: 'author_customer_id', operator: 'equals', value: 1 }] })],
    ['an unknown key', grid({ where: '1=1' })],
    ['an unknown sort', grid({ sort: [{ field: 'Password' }] })],
  ])('answers 400 naming gridStatus for %s', async (_label, value) => {
    const response = await get(`/api/cztextblocks/list-by-page?gridStatus=${value}`);
    expect(response.statusCode).toBe(400);
    expectConformingAnswer('listPosts', response);
    expect(response.json().errorMsg).toMatch(/^gridStatus /);
  });
});

describe('getPost', () => {
  it('answers one post with its author', async () => {
    const list = (await get('/api/cztextblocks/list-with-users?count=1')).json();
    const response = await get(`/api/cztextblocks/get-with-user?id=${list.data[0].id}`);
    expectConformingAnswer('getPost', response);
    expect(response.json()).toMatchObject({ id: list.data[0].id, title: postsNewestFirst[0]!.title, name: postsNewestFirst[0]!.author });
  });

  it('answers 404 for an unknown post and for a text block that is not a post', async () => {
    const unknown = await get('/api/cztextblocks/get-with-user?id=999999');
    expect(unknown.statusCode).toBe(404);
    expectConformingAnswer('getPost', unknown);
    const testimonials = (await get(`/api/cztextblocks/list?gridstatus=${grid({ filters: [{ field: 'TextBlockType', operator: 'equals', value: 'Testimonials' }] })}`)).json();
    const notAPost = await get(`/api/cztextblocks/get-with-user?id=${testimonials.rowData[0].id}`);
    expect(notAPost.statusCode).toBe(404);
  });
});

describe('listTextBlocks', () => {
  const ofType = (value: string) => `/api/cztextblocks/list?startRow=0&endRow=15&gridstatus=${grid({ filters: [{ field: 'TextBlockType', operator: 'equals', value }] })}`;

  it('answers testimonials and team members', async () => {
    const testimonials = await get(ofType('Testimonials'));
    expectConformingAnswer('listTextBlocks', testimonials);
    expect(testimonials.json().totalCount).toBe(TESTIMONIALS.length);
    expect(
      testimonials
        .json()
        .rowData.map((row: { name: string }) => row.name)
        .sort(),
    ).toEqual(TESTIMONIALS.map((t) => t.name).sort());
    const team = (await get(ofType('Teams'))).json();
    expect(team.rowData.map((row: { name: string }) => row.name).sort()).toEqual(TEAM.map((member) => member.name).sort());
    expect(team.rowData.every((row: { type: string }) => row.type === 'Teams')).toBe(true);
  });

  it('refuses an unknown text block type, naming gridstatus', async () => {
    const response = await get(ofType('Secrets'));
    expect(response.statusCode).toBe(400);
    expectConformingAnswer('listTextBlocks', response);
    expect(response.json().errorMsg).toMatch(/^gridstatus /);
  });
});

describe('listOpenFiles', () => {
  it('answers the sponsors with their links, and the gallery, in order', async () => {
    const sponsors = await get('/api/fileuploads/open-list?parentName=CZConfig&parentId=1&category=Sponsors');
    expectConformingAnswer('listOpenFiles', sponsors);
    const data = sponsors.json().data;
    expect(data).toHaveLength(4);
    expect(data[0]).toMatchObject({ url: 'Club/Sponsors/sponsor-1.svg', name: 'Ball Masters', description: 'https://example.com/ball-masters', category: 'Sponsors' });
    const gallery = (await get('/api/fileuploads/open-list?parentName=CZConfig&parentId=1&category=CzGallery')).json();
    expect(gallery.data.map((file: { url: string }) => file.url)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Club/Gallery/gallery-${n}.svg`));
  });

  it('answers an empty list for an unknown parent or category, and for parents that are not public', async () => {
    for (const query of ['parentName=CZConfig&parentId=999&category=Sponsors', 'parentName=CZConfig&parentId=1&category=Nothing', 'parentName=Customer&parentId=1']) {
      const response = await get(`/api/fileuploads/open-list?${query}`);
      expectConformingAnswer('listOpenFiles', response);
      expect(response.json()).toEqual({ ok: true, data: [] });
    }
  });
});

describe('listBanners', () => {
  it('answers the active banners in their order', async () => {
    const response = await get('/api/banners/open-list');
    expectConformingAnswer('listBanners', response);
    const data = response.json().data;
    expect(data.map((banner: { title: string }) => banner.title)).toEqual(BANNERS.map((banner) => banner.title));
    expect(data[1].url).toMatch(/^\/activity\/\d+$/);
  });

  it('leaves out a banner that is switched off', async () => {
    await server.app.db.updateTable('banners').set({ active: false }).where('title', '=', BANNERS[0]!.title).execute();
    const data = (await get('/api/banners/open-list')).json().data;
    expect(data.map((banner: { title: string }) => banner.title)).toEqual(BANNERS.slice(1).map((banner) => banner.title));
  });
});
