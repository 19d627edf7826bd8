// Feedback to the team.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const FeedbackPage = defineSectionedPage({
  namespace: 'account',
  routeId: 'feedback',
  titleKey: 'feedback.title',
  sections: [['feedback', 'feedback.title', 'empty.section']],
});
