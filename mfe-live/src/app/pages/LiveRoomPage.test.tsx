import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { ChannelName } from '@matchday/contracts/realtime/protocol';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { fakeChannels } from '@matchday/shared/testing/fakeChannels';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEVER } from 'rxjs';
import { remoteDefinition } from '../definition';
import { aMessage, aRoom } from '../../testing/lives';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
const realtime = fakeChannels();
vi.mock('@matchday/shared/realtime/realtime', () => ({ watchChannel: (name: ChannelName) => realtime.channel(name) }));
vi.mock('@matchday/shared/live/liveMatches', () => ({ liveMatch: () => NEVER }));
// The player is hls.js's in the browser; the test DOM plays no video.
vi.mock('hls.js', () => ({ default: { isSupported: () => false } }));

const ROOM = pathTo(LIVE_PATHS.room, { roomId: '21' });
const CHAT = pathTo(LIVE_PATHS.chat, { roomId: '21' });
const fan = { id: '5', username: 'fan_5', roles: ['user'] } as never;
const streamer = { id: '21', username: 'Ada', roles: ['user', 'streamer'] } as never;

function serve(room = aRoom(), history = [aMessage('1', 'Come on!')]) {
  httpCalls.get.mockImplementation((path: string) => (path === ROOM ? answer(room) : path === CHAT ? answer(history) : Promise.reject(new Error(path))));
}

beforeEach(() => {
  resetHttp();
  signOut();
});

describe('the live room', () => {
  it('says the chat room is not open when the streamer has no live, and asks nothing of the visitor', async () => {
    serve(aRoom({ live: null }));
    await renderRemotePage(remoteDefinition, '/pc/live?id=21');
    expect(await screen.findByText('Chat room not open yet')).toBeInTheDocument();
    expect(screen.getByText('Ada is not live right now')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets a visitor read the last messages as text, and asks them to log in to speak', async () => {
    serve(aRoom(), [aMessage('1', '<b>bold</b> <img src=x onerror=alert(1)>')]);
    const logins: unknown[] = [];
    const subscription = eventBus.on('auth.loginRequired').subscribe((event) => logins.push(event));
    await renderRemotePage(remoteDefinition, '/pc/live?id=21');
    const text = await screen.findByTestId('chat-text');
    expect(text).toHaveTextContent('<b>bold</b> <img src=x onerror=alert(1)>');
    expect(text.querySelector('img, b')).toBeNull();
    // Each line says when it was said, in the fan's language and zone.
    const time = screen.getByTestId('chat-time');
    expect(time).toHaveAttribute('dateTime', '2026-11-25T20:01:00.000Z');
    expect(time).toHaveTextContent(/\d{1,2}:01/);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to chat' }));
    expect(logins).toEqual([{ returnTo: '/pc/live?id=21' }]);
    subscription.unsubscribe();
  });

  it('shows messages as they arrive and removes deleted ones; a stopped push shows "stream ended"', async () => {
    serve();
    await renderRemotePage(remoteDefinition, '/pc/live?id=21');
    await screen.findByText('Come on!');
    act(() => realtime.publish('chat:21', { type: 'message', message: aMessage('2', 'What a save') }));
    expect(await screen.findByText('What a save')).toBeInTheDocument();
    act(() => realtime.publish('chat:21', { type: 'deleted', messageId: '1' }));
    expect(screen.queryByText('Come on!')).toBeNull();
    act(() => realtime.publish('chat:21', { type: 'live', live: { ...aRoom().live!, pushing: false, playbackUrl: null } }));
    expect(await screen.findByText('Stream ended')).toBeInTheDocument();
    act(() => realtime.publish('chat:21', { type: 'live', live: null }));
    expect(await screen.findByText('Chat room not open yet')).toBeInTheDocument();
  });

  it('keeps the text and shows the api’s refusal when a muted member speaks', async () => {
    signIn('token', fan);
    serve();
    httpCalls.post.mockImplementation(() => refusal('You have been banned from speaking'));
    await renderRemotePage(remoteDefinition, '/pc/live?id=21');
    const field = await screen.findByRole('textbox', { name: 'Say something' });
    await userEvent.type(field, 'let me in');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('chat-feedback')).toHaveTextContent('You have been banned from speaking');
    expect(field).toHaveValue('let me in');
  });

  it('sends a message, and reports another member’s with a reason', async () => {
    signIn('token', fan);
    serve();
    httpCalls.post.mockImplementation((path: string, body: { text?: string }) =>
      path === CHAT ? answer(aMessage('3', body.text!, { userId: '5', username: 'fan_5' })) : answer(null),
    );
    const toasts: string[] = [];
    const subscription = eventBus.on('toast').subscribe((event) => toasts.push(event.message));
    await renderRemotePage(remoteDefinition, '/pc/live?id=21');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Say something' }), 'Great match');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Great match')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Say something' })).toHaveValue('');

    const other = screen.getAllByTestId('chat-message').find((row) => row.getAttribute('data-message-id') === '1')!;
    await userEvent.click(within(other).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(httpCalls.post).toHaveBeenCalledWith(pathTo(LIVE_PATHS.chatReport, { roomId: '21', messageId: '1' }), { reason: 'spam' }, expect.anything());
    expect(toasts).toContain('Report received and will be handled as soon as possible');
    subscription.unsubscribe();
  });

  it('keeps the report dialog open with the api’s refusal and the reason chosen, and sends once however often it is clicked', async () => {
    signIn('token', fan);
    serve();
    let refuse!: () => void;
    httpCalls.post.mockImplementation(() => new Promise((_, reject) => (refuse = () => void refusal('You have already reported this message').catch(reject))));
    await renderRemotePage(remoteDefinition, '/pc/live?id=21');
    const row = await screen.findByTestId('chat-message');
    await userEvent.click(within(row).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send report' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
    await act(async () => refuse());
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this message');
    expect(within(dialog).getByRole('radio', { name: 'Spam or advertising' })).toBeChecked();
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
  });

  it('lets the streamer delete and mute in their room', async () => {
    signIn('token', streamer);
    serve();
    httpCalls.delete.mockImplementation(() => answer(null));
    httpCalls.post.mockImplementation(() => answer(null));
    await renderRemotePage(remoteDefinition, '/pc/live?id=21');
    const row = await screen.findByTestId('chat-message');
    await userEvent.click(within(row).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mute for 10 minutes' }));
    expect(httpCalls.post).toHaveBeenCalledWith(pathTo(LIVE_PATHS.roomMutes, { roomId: '21' }), expect.objectContaining({ userId: '30', minutes: 10 }), expect.anything());
    await userEvent.click(within(row).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(httpCalls.delete).toHaveBeenCalledWith(pathTo(LIVE_PATHS.chatMessage, { roomId: '21', messageId: '1' }), expect.anything());
    expect(screen.queryByText('Come on!')).toBeNull();
  });

  it('says "no live for this game" for a match without one', async () => {
    httpCalls.get.mockImplementation(() => answer([]));
    await renderRemotePage(remoteDefinition, '/pc/live?match=90');
    expect(await screen.findByText('No live for this game')).toBeInTheDocument();
  });
});
