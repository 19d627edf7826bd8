// Home: the day's matches by tab (specification: today, yesterday, tomorrow, live, video, hot).
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const HomePage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'home',
  titleKey: 'home.title',
  sections: [
    ['today', 'home.tabs.today', 'empty.matches'],
    ['yesterday', 'home.tabs.yesterday', 'empty.matches'],
    ['tomorrow', 'home.tabs.tomorrow', 'empty.matches'],
    ['live', 'home.tabs.live', 'empty.liveMatches'],
    ['video', 'home.tabs.video', 'empty.videos'],
    ['hot', 'home.tabs.hot', 'empty.hot'],
  ],
});
