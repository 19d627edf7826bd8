// The blind box: a surprise plan for coins.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const BlindBoxPage = defineSectionedPage({
  namespace: 'tips',
  routeId: 'box',
  titleKey: 'box.title',
  sections: [['boxes', 'box.title', 'empty.boxes']],
});
