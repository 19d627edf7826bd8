// @vitest-environment node
// The live remote's first screen as the shell's server gets it: who is live in the address's
// sport and the lives coming up, drawn on a server from the answers it was given.
import { livesRead, type Programme, programmesRead, roomRead } from '@matchday/contracts/lives/contract';
import { firstReadKey } from '@matchday/shared/firstScreen/firstAnswers';
import { firstReadsFor } from '@matchday/shared/firstScreen/firstReads';
import { aLive, aRoom } from '../testing/lives';
import { firstScreenRequest } from '@matchday/shared/testing/firstScreenRequest';
import { renderFirstScreen, routes } from './firstScreen';

describe("the live remote's first screen", () => {
  it("draws the tab's lives and what is coming up, as the page draws them", async () => {
    expect(routes).toEqual(['streamer', 'live', 'mLive']);
    const reads = firstReadsFor('streamer', { search: '?tab=basketball', timeZone: 'UTC' })!;
    expect(reads).toEqual([livesRead('basketball'), programmesRead('basketball')]);
    const coming: Programme = { id: '3', roomId: '22', streamerName: 'Ben', title: 'Cup final preview', match: { ...aLive().match, status: 'not_started' } };
    const { html } = await renderFirstScreen(
      firstScreenRequest('streamer', '/streamer?tab=basketball', { [firstReadKey(reads[0]!)]: [aLive({ title: 'Tip-off talk' })], [firstReadKey(reads[1]!)]: [coming] }),
    );
    expect(html.match(/data-testid="live-card"/g)).toHaveLength(1);
    expect(html).toContain('Tip-off talk');
    expect(html).toContain('href="/pc/live?id=21"');
    expect(html).toContain('Cup final preview');
    expect(html).toContain('aria-selected="true">Basketball</button>');
  });

  it('reads every sport for an unknown tab', () => {
    expect(firstReadsFor('streamer', { search: '?tab=curling', timeZone: 'UTC' })).toEqual([livesRead(undefined), programmesRead(undefined)]);
  });

  it("draws a live room as a visitor sees it, and none for the lookup by match", async () => {
    expect(firstReadsFor('mLive', { search: '?match=90', timeZone: 'UTC' })).toBeNull();
    const [read] = firstReadsFor('live', { search: '?id=21', timeZone: 'UTC' })!;
    expect(read).toEqual(roomRead('21'));
    const { html } = await renderFirstScreen(
      firstScreenRequest('live', '/pc/live?id=21', { [firstReadKey(read!)]: aRoom({ live: aLive({ title: 'Derby night watch-along' }) }) }, { phone: false }),
    );
    expect(html).toContain('Derby night watch-along');
    expect(html).toContain('Ada');
  });
});
