// What the accounts domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { ACCOUNT_PATHS, CodeSentResponse, InvitationRecord, MeResponse, SignInResponse, SmsDelivery, UserProfile } from '@matchday/contracts/accounts/contract';
import type { ImageBytes } from '@matchday/contracts/http/envelope';

export interface AccountsReplies {
  GET: {
    [ACCOUNT_PATHS.me]: MeResponse;
    [ACCOUNT_PATHS.avatarImage]: ImageBytes;
    [ACCOUNT_PATHS.invitations]: InvitationRecord;
    [ACCOUNT_PATHS.opsSms]: SmsDelivery[];
  };
  POST: {
    [ACCOUNT_PATHS.codes]: CodeSentResponse;
    [ACCOUNT_PATHS.signIn]: SignInResponse;
    [ACCOUNT_PATHS.signOut]: null;
    [ACCOUNT_PATHS.password]: null;
    [ACCOUNT_PATHS.avatar]: UserProfile;
    [ACCOUNT_PATHS.cancellation]: UserProfile;
  };
  PUT: {
    [ACCOUNT_PATHS.password]: null;
    [ACCOUNT_PATHS.phone]: UserProfile;
  };
  PATCH: {
    [ACCOUNT_PATHS.me]: UserProfile;
  };
  DELETE: {
    [ACCOUNT_PATHS.cancellation]: UserProfile;
  };
}
