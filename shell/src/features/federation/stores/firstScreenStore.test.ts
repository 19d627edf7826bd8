// The first screen as the page finds it: the server's HTML stands in for the page, except a
// visitor's screen (content that differs for a signed-in fan), which such a fan is never shown.
import { TOKEN_STORAGE_KEY } from '@matchday/shared/stores/sessionStore';

async function storeOfPage(viewer: string | null, token: string | null) {
  document.body.innerHTML = `<div id="md-first-screen"${viewer ? ` data-viewer="${viewer}"` : ''}><p>Plans on sale</p></div>`;
  localStorage.clear();
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  vi.resetModules();
  return (await import('./firstScreenStore')).firstScreenStore.getState();
}

describe("the page's first screen", () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('is what the server sent, for everyone', async () => {
    expect((await storeOfPage(null, 't-1')).html).toBe('<p>Plans on sale</p>');
    expect((await storeOfPage('visitor', null)).html).toBe('<p>Plans on sale</p>');
  });

  it("is nothing for a signed-in fan when it was drawn for a visitor, while hydration still finds what was sent", async () => {
    const state = await storeOfPage('visitor', 't-1');
    expect(state.html).toBe('');
    expect(state.sent).toEqual({ html: '<p>Plans on sale</p>', viewer: 'visitor' });
  });
});
