// Text live (written) commentary per sport.
import { TextLivePage } from './TextLivePage';

export function FootballTextLivePage() {
  return <TextLivePage sport="football" routeId="writtenFootball" titleKey="textLive.footballTitle" />;
}

export function BasketballTextLivePage() {
  return <TextLivePage sport="basketball" routeId="writtenBasketball" titleKey="textLive.basketballTitle" />;
}
