// Uploaded images: only staff upload; the type comes from the bytes; the size is capped; each is
// served from its random address with its type, never sniffed, run or framed, cached for good;
// every api process serves every image; articles take them as cover and in the body.
import type { UploadedMedia } from '@matchday/shared/api/media';
import type { Article } from '@matchday/shared/api/news';
import { createTestApi, type TestApi } from '../../../test/testApi';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2f9b1d60000000049454e44ae426082', 'hex');
const GIF = Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from('0d0000002f0000000007d0ff0000000000', 'hex')]);

let api: TestApi;
let editor: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  api = await createTestApi();
  editor = await api.withRoles(['editor']);
});
afterAll(() => api.close());

function multipart(file: Buffer, contentType: string, filename = 'picture.png') {
  const boundary = '----matchday-media';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string | undefined, file: Buffer, type: string, on: TestApi = api) => {
  const form = multipart(file, type);
  return on.call<UploadedMedia>('POST', '/api/ops/media', { token, body: form.body, headers: form.headers });
};
const stored = async () => ((await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM media')) as [{ count: number }])[0].count;

describe('uploaded images', () => {
  it('are served at a random address with their type, no sniffing, a sandboxing policy and immutable caching', async () => {
    const uploaded = await upload(editor.token, PNG, 'image/png');
    expect(uploaded.body.code).toBe(0);
    const media = uploaded.body.data;
    expect(media).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(media.url).toBe(`/api/media/${media.id}`);
    expect(media.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const served = await api.call('GET', media.url);
    expect(served.status).toBe(200);
    expect(served.raw.rawPayload.equals(PNG)).toBe(true);
    expect(served.raw.headers['content-type']).toBe('image/png');
    expect(served.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(served.raw.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await api.call('GET', '/api/media/AAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({ code: 3000, msg: 'This image does not exist' });
    expect((await api.call('GET', '/api/media/1')).status).toBe(404);
  });

  it('take their type from the bytes: PNG, JPEG, WebP and GIF, whatever image type the upload claims', async () => {
    const customerService = await api.withRoles(['customer_service']);
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [GIF, 'image/gif'],
    ] as const) {
      const media = (await upload(customerService.token, bytes, 'image/png')).body.data;
      expect(media.contentType).toBe(type);
      expect((await api.call('GET', media.url)).raw.headers['content-type']).toBe(type);
    }
  });

  it('refuses what is not an image, too large a file, and anyone but editors and customer service, storing nothing', async () => {
    const before = await stored();
    const typeMessage = 'The image must be a PNG, JPEG, WebP or GIF file';
    expect((await upload(editor.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml')).body.msg).toBe(typeMessage);
    // A script or a page renamed to an image is caught by its bytes.
    expect((await upload(editor.token, Buffer.from('alert(1)'), 'image/png')).body.msg).toBe(typeMessage);
    expect((await upload(editor.token, Buffer.from('<html><script>alert(1)</script>'), 'image/gif')).body.msg).toBe(typeMessage);
    // Image bytes declared as a page are refused too: the claim must be an image type.
    expect((await upload(editor.token, PNG, 'text/html')).body.msg).toBe(typeMessage);
    expect((await api.call('POST', '/api/ops/media', { token: editor.token, body: { url: 'https://evil.example/x.png' } })).body.msg).toBe(typeMessage);
    const tooLarge = await upload(editor.token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.msg).toBe('The image must be at most 2 MB');
    expect((await upload(editor.token, PNG, 'image/png')).status).toBe(200);
    expect(await stored()).toBe(before + 1);

    const fan = await api.signInByCode();
    expect((await upload(fan.token, PNG, 'image/png')).body).toEqual({ code: 3000, msg: 'Not authorised to access this page' });
    expect((await upload(undefined, PNG, 'image/png')).body.code).toBe(3001);
    const french = multipart(Buffer.from('x'), 'image/png');
    expect((await api.call('POST', '/api/ops/media', { token: editor.token, body: french.body, headers: french.headers, lan: 'fr' })).body.msg).toBe(
      "L'image doit être au format PNG, JPEG, WebP ou GIF",
    );
    expect(await stored()).toBe(before + 1);
  });

  it('are served by every api process sharing the database', async () => {
    const other = await createTestApi({ replicaOf: { db: api.db, clock: api.clock, sms: api.sms } });
    try {
      const media = (await upload(editor.token, GIF, 'image/gif', other)).body.data;
      const served = await api.call('GET', media.url);
      expect(served.raw.rawPayload.equals(GIF)).toBe(true);
    } finally {
      await other.app.close();
    }
  });

  it('are taken as an article’s cover and inside its body, which still drops scripts and data addresses', async () => {
    const media = (await upload(editor.token, PNG, 'image/png')).body.data;
    const body = {
      title: 'Pictures of the derby',
      sport: 'football',
      coverUrl: media.url,
      bodyHtml: `<p>The winner:</p><img src="${media.url}" alt="Goal"><img src="data:image/png;base64,iVBORw0KGgo="><img src="javascript:alert(1)">`,
    };
    const draft = (await api.call<Article>('POST', '/api/ops/articles', { token: editor.token, body })).body.data;
    expect(draft.coverUrl).toBe(media.url);
    expect(draft.bodyHtml).toBe(`<p>The winner:</p><img src="${media.url}" alt="Goal" />`);
    // Customer service steps in for an editor: publishes it.
    const customerService = await api.withRoles(['customer_service']);
    const published = await api.call<Article>('POST', `/api/ops/articles/${draft.id}/status`, { token: customerService.token, body: { status: 'published' } });
    expect(published.body.data.status).toBe('published');
    expect((await api.call<Article>('GET', `/api/news/${draft.id}`)).body.data.coverUrl).toBe(media.url);
  });
});
