// The streamer and expert channel.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const ChannelPage = defineSectionedPage({
  namespace: 'channel',
  routeId: 'channel',
  titleKey: 'channel.title',
  sections: [
    ['dataBoard', 'channel.sections.dataBoard', 'empty.section'],
    ['programmes', 'channel.sections.programmes', 'empty.section'],
    ['liveSettings', 'channel.sections.liveSettings', 'empty.section'],
    ['streamerApplication', 'channel.sections.streamerApplication', 'empty.section'],
    ['expertApplication', 'channel.sections.expertApplication', 'empty.section'],
    ['planPublishing', 'channel.sections.planPublishing', 'empty.section'],
  ],
});
