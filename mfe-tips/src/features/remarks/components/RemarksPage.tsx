// Expert remarks on upcoming matches.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const RemarksPage = defineSectionedPage({
  namespace: 'tips',
  routeId: 'remark',
  titleKey: 'remarks.title',
  sections: [['remarks', 'remarks.title', 'empty.remarks']],
});
