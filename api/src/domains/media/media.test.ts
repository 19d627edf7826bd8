// Uploaded images: only staff upload; the type comes from the bytes; the size is capped; each is
// checked by its header (a decompression bomb is refused unread) and stored encoded anew:
// bounded, without metadata or bytes hidden after the picture; each is served from its random
// address with its type, never sniffed, run or framed, cached for good; every api process serves
// every image; articles take them as cover and in the body.
import { MEDIA_STORED_MAX_SIDE_PX, type UploadedMedia } from '@matchday/contracts/media/contract';
import type { Article } from '@matchday/contracts/news/contract';
import sharp from 'sharp';
import { createTestApi, type TestApi } from '../../../test/testApi';
import { HTML_PAYLOAD, animatedGif, picture, pngDeclaring } from '../../../test/testImages';

let PNG: Buffer;
let GIF: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
let api: TestApi;
let editor: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  [PNG, GIF, JPEG, WEBP] = await Promise.all([picture('png'), picture('gif'), picture('jpeg'), picture('webp')]);
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
const servedBytes = async (url: string, on: TestApi = api) => (await on.call('GET', url)).raw.rawPayload;

describe('uploaded images', () => {
  it('are served at a random address with their type, no sniffing, a sandboxing policy and immutable caching', async () => {
    const uploaded = await upload(editor.token, PNG, 'image/png');
    expect(uploaded.body.code).toBe(0);
    const media = uploaded.body.data;
    expect(media.contentType).toBe('image/png');
    expect(media.url).toBe(`/api/media/${media.id}`);
    expect(media.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const served = await api.call('GET', media.url);
    expect(served.status).toBe(200);
    // What is served is what the upload answered: the api's own encoding, of the size it said.
    expect(served.raw.rawPayload.length).toBe(media.size);
    expect((await sharp(served.raw.rawPayload).metadata()).format).toBe('png');
    expect(served.raw.headers['content-type']).toBe('image/png');
    expect(served.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(served.raw.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await api.call('GET', '/api/media/AAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({ code: 3000, msg: 'This image does not exist' });
    expect((await api.call('GET', '/api/media/1')).status).toBe(404);
  });

  it('take their type from the bytes: PNG, JPEG, WebP and GIF, whatever image type the upload claims; a GIF is kept as a still PNG', async () => {
    const customerService = await api.withRoles(['customer_service']);
    for (const [bytes, type, format] of [
      [JPEG, 'image/jpeg', 'jpeg'],
      [WEBP, 'image/webp', 'webp'],
      [GIF, 'image/png', 'png'],
    ] as const) {
      const media = (await upload(customerService.token, bytes, 'image/png')).body.data;
      expect(media.contentType).toBe(type);
      const served = await api.call('GET', media.url);
      expect(served.raw.headers['content-type']).toBe(type);
      expect((await sharp(served.raw.rawPayload).metadata()).format).toBe(format);
    }
    // An animated GIF: its first frame.
    const animated = (await upload(customerService.token, await animatedGif(3), 'image/gif')).body.data;
    expect(animated.contentType).toBe('image/png');
    const still = sharp(await servedBytes(animated.url));
    expect((await still.metadata()).pages ?? 1).toBe(1);
    const { dominant } = await still.stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g + dominant.b).toBeLessThan(50);
  });

  it('refuse a picture declaring more pixels than allowed (a decompression bomb) before decoding it, in the reader’s language', async () => {
    const before = await stored();
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2048);
    const refused = await upload(editor.token, bomb, 'image/png');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 3000, msg: 'The image must be at most 8000 pixels on each side and 40 megapixels in all' });
    const form = multipart(bomb, 'image/png');
    expect((await api.call('POST', '/api/ops/media', { token: editor.token, body: form.body, headers: form.headers, lan: 'de' })).body.msg).toBe(
      'Das Bild darf höchstens 8000 Pixel pro Seite und insgesamt 40 Megapixel haben',
    );
    // Too wide alone, or within each side but too many in all.
    expect((await upload(editor.token, pngDeclaring(8001, 10), 'image/png')).status).toBe(422);
    expect((await upload(editor.token, pngDeclaring(7000, 7000), 'image/png')).status).toBe(422);
    expect(await stored()).toBe(before);
  });

  it('are encoded anew: at most the stored size a side, without their metadata or bytes hidden after the picture', async () => {
    const photo = await picture('jpeg', 3000, 1500, 'exif-copyright-marker');
    expect(photo.includes('exif-copyright-marker')).toBe(true);
    const media = (await upload(editor.token, photo, 'image/jpeg')).body.data;
    expect(media.contentType).toBe('image/jpeg');
    const bytes = await servedBytes(media.url);
    const kept = await sharp(bytes).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['jpeg', MEDIA_STORED_MAX_SIDE_PX, MEDIA_STORED_MAX_SIDE_PX / 2]);
    expect(kept.exif).toBeUndefined();
    expect(bytes.includes('exif-copyright-marker')).toBe(false);
    expect(media.size).toBe(bytes.length);

    // A PNG that is also a page (HTML after its end) comes back as the picture alone.
    const polyglot = Buffer.concat([PNG, Buffer.from(HTML_PAYLOAD)]);
    const cleaned = await servedBytes((await upload(editor.token, polyglot, 'image/png')).body.data.url);
    expect(cleaned.includes('<script>')).toBe(false);
    expect(cleaned.includes('<html>')).toBe(false);
    expect(await sharp(cleaned).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
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
    const other = await createTestApi({ replicaOf: { db: api.db, clock: api.clock, sms: api.sms, store: api.store } });
    try {
      const media = (await upload(editor.token, JPEG, 'image/jpeg', other)).body.data;
      const served = await api.call('GET', media.url);
      expect(served.raw.rawPayload.equals(await servedBytes(media.url, other))).toBe(true);
      expect(served.raw.rawPayload.length).toBe(media.size);
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
