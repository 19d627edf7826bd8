// The page an invited friend opens.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const InvitePage = defineSectionedPage({
  namespace: 'account',
  routeId: 'invite',
  titleKey: 'invite.title',
  sections: [['invite', 'invite.title', 'empty.section']],
});
