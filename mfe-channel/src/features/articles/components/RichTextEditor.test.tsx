import { MEDIA_PATHS } from '@matchday/contracts/media/contract';
import { initI18n, i18n } from '@matchday/shared/i18n/i18n';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { AppProviders } from '@matchday/ui/AppProviders';
import { loadRemoteTexts } from '@matchday/ui/testing/renderRemotePage';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { consoleTexts } from '../../../app/consoleTexts';
import { RichTextEditor } from './RichTextEditor';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

// the test DOM lays nothing out; ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function renderEditor(initialHtml: string) {
  await initI18n('en_US');
  await i18n.changeLanguage('en_US');
  await loadRemoteTexts(remoteDefinition);
  await consoleTexts();
  const onChange = vi.fn();
  render(
    <AppProviders>
      <RichTextEditor initialHtml={initialHtml} onChange={onChange} />
    </AppProviders>,
  );
  const body = await screen.findByTestId('article-body');
  return { onChange, body };
}

beforeEach(() => resetHttp());

describe('the article body editor', () => {
  it('makes the selection bold and a heading from its toolbar', { timeout: 30_000 }, async () => {
    const { onChange, body } = await renderEditor('<p>Derby day</p>');
    body.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Derby day</strong></p>'));
    await userEvent.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Derby day</strong></h2>'));
  });

  it('inserts an uploaded image, and refuses a file that is not an image before sending it', { timeout: 30_000 }, async () => {
    httpCalls.post.mockImplementation(() => answer({ id: 'AbCdEfGhIjKlMnOpQrSt_-', url: '/api/media/AbCdEfGhIjKlMnOpQrSt_-', contentType: 'image/png', size: PNG.length }));
    const { onChange, body } = await renderEditor('<p>The winner</p>');
    body.focus();
    const input = screen.getByTestId('article-body-image-file');
    await userEvent.upload(input, new File(['alert(1)'], 'x.js', { type: 'text/javascript' }), { applyAccept: false });
    expect(await screen.findByTestId('article-body-image-error')).toHaveTextContent('The image must be a PNG, JPEG, WebP or GIF file');
    expect(httpCalls.post).not.toHaveBeenCalled();

    await userEvent.upload(input, new File([PNG], 'winning-goal.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/api/media/AbCdEfGhIjKlMnOpQrSt_-" alt="winning-goal">')));
    expect(httpCalls.post).toHaveBeenCalledWith(MEDIA_PATHS.upload, expect.any(FormData), expect.anything());
    expect((httpCalls.post.mock.calls[0]![1] as FormData).get('file')).toBeInstanceOf(File);
  });

  it('links the selection to an http(s) address only', { timeout: 30_000 }, async () => {
    const { onChange, body } = await renderEditor('<p>Tickets</p>');
    body.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByTestId('link-address');
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByTestId('link-apply'));
    expect(screen.getByText('Enter an address starting with https://, http:// or mailto:')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://tickets.example/derby');
    await userEvent.click(screen.getByTestId('link-apply'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<a target="_blank" rel="noopener noreferrer nofollow" href="https://tickets.example/derby">Tickets</a>')));
  });
});
