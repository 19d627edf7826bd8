// What each address of the api answers, written once for the site and the api: by method, the
// path pattern (the constants of `shared/src/api/*.ts`, `:name` placeholders and all) and the
// type of the answer's `data`. The site's clients (`http`, `readPublic`) take a pattern and give
// its reply; the api's `route()` takes the same pattern and its handler must answer that reply,
// so the two sides cannot drift apart, and an address that is not here compiles on neither.
// Types only: nothing of this module reaches a browser.
import type { ALERT_PATHS, AlertPreferences, PushSubscriptionState, VapidKey } from '@matchday/shared/api/alerts';
import type { MEDIA_PATHS, UploadedMedia } from '@matchday/shared/api/media';
import type { Comment, CommentPage, COMMENT_PATHS, MyComment } from '@matchday/shared/api/comments';
import type { CREST_PATHS } from '@matchday/shared/api/crests';
import type { FavouriteChangeResponse, FavouritesResponse, FOLLOWING_PATH, FollowingResponse } from '@matchday/shared/api/favourites';
import type {
  AuditEntry,
  ChannelStats,
  ChatMessage,
  DemoStreamerCode,
  IngestHeartbeatAnswer,
  IngestPublishAnswer,
  Live,
  LIVE_PATHS,
  LiveRoom,
  Programme,
  PROGRAMME_PATHS,
  Report,
  StreamerChannel,
} from '@matchday/shared/api/lives';
import type { Article, ArticleSummary, NEWS_PATHS } from '@matchday/shared/api/news';
import type { RELEASE_PATHS, ReleasesResponse } from '@matchday/shared/api/releases';
import type { ReleaseManifest } from '@matchday/shared/release/releaseManifest';
import type { RUM_PATHS, RumFiguresResponse } from '@matchday/shared/api/rum';
import type { CheckoutStarted, CoinDebt, CoinPackage, CoinShop, OpsTopUp, PAYMENT_PATHS, PaymentNoticeRecord, ReconciliationReport, RefundRecord, TopUp } from '@matchday/shared/api/payments';
import type { SEARCH_PATHS, SiteSearchResults } from '@matchday/shared/api/search';
import type { API_PATHS, FAVOURITES_PATHS, SPORTS_PATHS } from '@matchday/shared/api/paths';
import type {
  BracketRound,
  CalendarDay,
  CompetitionSummary,
  HeadToHead,
  InjuryLine,
  MapSummary,
  MatchEvent,
  MatchLineups,
  MatchOverview,
  MatchPreview,
  MatchSummary,
  OddsIndexRow,
  OddsLine,
  OddsMovement,
  PlayerStatLine,
  RankingRow,
  RecentRecord,
  SearchResults,
  StandingsTable,
  TeamStats,
} from '@matchday/shared/api/sports';
import type { STREAMER_PATHS, StreamerApplication, StreamerStatus } from '@matchday/shared/api/streamers';
import type {
  BlindBoxOffer,
  BlindBoxOpening,
  ExpertApplication,
  ExpertFollow,
  ExpertRecord,
  ExpertStatus,
  Plan,
  PlanSettings,
  PublishableMatch,
  PublishedPlan,
  RankingEntry,
  Remark,
  SettlementOutcome,
  TIPS_PATHS,
} from '@matchday/shared/api/tips';
import type {
  CodeSentResponse,
  CoinBalance,
  CoinHistoryEntry,
  CursorPage,
  DevClockReading,
  DevSmsMessage,
  FeedbackReceipt,
  HealthReport,
  InvitationRecord,
  MeResponse,
  Order,
  Page,
  PurchaseResponse,
  SessionUser,
  SmsDelivery,
  SignInResponse,
  UserProfile,
} from '@matchday/shared/api/types';
import type { VIDEO_PATHS, VideoDetail, VideoPage } from '@matchday/shared/api/videos';

declare const imageBytes: unique symbol;
/** Not an envelope: an image's bytes, which the route sends itself and a page shows with `<img>`. */
export interface ImageBytes {
  readonly [imageBytes]: true;
}

/** `null`: the request was done and there is nothing more to say. */
export interface ApiReplies {
  GET: {
    [API_PATHS.me]: MeResponse;
    [API_PATHS.avatarImage]: ImageBytes;
    [API_PATHS.invitations]: InvitationRecord;
    [API_PATHS.publishedPlans]: CursorPage<PublishedPlan>;
    [API_PATHS.balance]: CoinBalance;
    [API_PATHS.coinHistory]: CursorPage<CoinHistoryEntry>;
    [API_PATHS.orders]: CursorPage<Order>;
    [PAYMENT_PATHS.shop]: CoinShop;
    [PAYMENT_PATHS.topUps]: CursorPage<TopUp>;
    [PAYMENT_PATHS.topUp]: TopUp;
    [PAYMENT_PATHS.opsPackages]: CoinPackage[];
    [PAYMENT_PATHS.opsDebts]: CursorPage<CoinDebt>;
    [PAYMENT_PATHS.opsNotices]: CursorPage<PaymentNoticeRecord>;
    [PAYMENT_PATHS.opsTopUp]: OpsTopUp;
    [PAYMENT_PATHS.opsReconciliation]: ReconciliationReport;
    [API_PATHS.plans]: CursorPage<Plan>;
    [API_PATHS.plan]: Plan;
    [API_PATHS.opsUser]: SessionUser;
    [API_PATHS.opsSms]: SmsDelivery[];
    [API_PATHS.health]: HealthReport;
    [API_PATHS.devSms]: { messages: DevSmsMessage[] };
    [API_PATHS.devClock]: DevClockReading;

    [SPORTS_PATHS.matches]: Page<MatchSummary>;
    [SPORTS_PATHS.calendar]: CalendarDay[];
    [SPORTS_PATHS.search]: SearchResults;
    [SPORTS_PATHS.match]: MatchOverview;
    [SPORTS_PATHS.events]: MatchEvent[];
    [SPORTS_PATHS.lineups]: MatchLineups;
    [SPORTS_PATHS.playerStats]: PlayerStatLine[];
    [SPORTS_PATHS.odds]: OddsLine[];
    [SPORTS_PATHS.oddsMovement]: OddsMovement[];
    [SPORTS_PATHS.headToHead]: HeadToHead;
    [SPORTS_PATHS.recentRecord]: RecentRecord;
    [SPORTS_PATHS.injuries]: InjuryLine[];
    [SPORTS_PATHS.maps]: MapSummary[];
    [SPORTS_PATHS.competitions]: CompetitionSummary[];
    [SPORTS_PATHS.standings]: StandingsTable[];
    [SPORTS_PATHS.bracket]: BracketRound[];
    [SPORTS_PATHS.schedule]: CursorPage<MatchSummary>;
    [SPORTS_PATHS.teamStats]: TeamStats;
    [CREST_PATHS.team]: ImageBytes;
    [CREST_PATHS.competition]: ImageBytes;
    [SPORTS_PATHS.rankings]: RankingRow[];
    [SPORTS_PATHS.oddsIndex]: OddsIndexRow[];
    [SPORTS_PATHS.previews]: MatchPreview[];

    [FAVOURITES_PATHS.list]: FavouritesResponse;
    [FOLLOWING_PATH]: FollowingResponse;

    [ALERT_PATHS.vapidKey]: VapidKey;
    [ALERT_PATHS.preferences]: AlertPreferences;

    [SEARCH_PATHS.search]: SiteSearchResults;

    [TIPS_PATHS.settings]: PlanSettings;
    [TIPS_PATHS.blindBox]: BlindBoxOffer;
    [TIPS_PATHS.publishable]: PublishableMatch[];
    [TIPS_PATHS.ranking]: RankingEntry[];
    [TIPS_PATHS.expert]: ExpertRecord;
    [TIPS_PATHS.application]: ExpertStatus;
    [TIPS_PATHS.opsApplications]: CursorPage<ExpertApplication>;
    [TIPS_PATHS.remarks]: CursorPage<Remark>;

    [STREAMER_PATHS.application]: StreamerStatus;
    [STREAMER_PATHS.opsApplications]: CursorPage<StreamerApplication>;
    [STREAMER_PATHS.avatar]: ImageBytes;

    [LIVE_PATHS.lives]: Live[];
    [LIVE_PATHS.matchLives]: Live[];
    [LIVE_PATHS.room]: LiveRoom;
    [LIVE_PATHS.chat]: ChatMessage[];
    [LIVE_PATHS.channel]: StreamerChannel;
    [LIVE_PATHS.channelMatches]: MatchSummary[];
    [LIVE_PATHS.opsReports]: CursorPage<Report>;
    [LIVE_PATHS.opsAudit]: CursorPage<AuditEntry>;
    [LIVE_PATHS.devDemoStreamer]: DemoStreamerCode;
    [PROGRAMME_PATHS.programmes]: Programme[];
    [PROGRAMME_PATHS.channelProgrammes]: Programme[];
    [PROGRAMME_PATHS.channelStats]: ChannelStats;

    [NEWS_PATHS.articles]: CursorPage<ArticleSummary>;
    [NEWS_PATHS.article]: Article;
    [NEWS_PATHS.opsArticles]: CursorPage<ArticleSummary>;
    [NEWS_PATHS.opsArticle]: Article;
    [MEDIA_PATHS.image]: ImageBytes;
    [VIDEO_PATHS.videos]: VideoPage;
    [VIDEO_PATHS.video]: VideoDetail;

    [COMMENT_PATHS.comments]: CommentPage;
    [COMMENT_PATHS.replies]: CursorPage<Comment>;
    [COMMENT_PATHS.mine]: CursorPage<MyComment>;

    [RUM_PATHS.figures]: RumFiguresResponse;
    [RELEASE_PATHS.releases]: ReleasesResponse;
  };
  POST: {
    [API_PATHS.codes]: CodeSentResponse;
    [API_PATHS.signIn]: SignInResponse;
    [API_PATHS.signOut]: null;
    [API_PATHS.password]: null;
    [API_PATHS.avatar]: UserProfile;
    [API_PATHS.cancellation]: UserProfile;
    [PAYMENT_PATHS.topUps]: CheckoutStarted;
    [PAYMENT_PATHS.opsNoticeReview]: PaymentNoticeRecord;
    [PAYMENT_PATHS.opsRefunds]: RefundRecord;
    [PAYMENT_PATHS.opsReconciliation]: ReconciliationReport;
    [PAYMENT_PATHS.opsPackages]: CoinPackage;
    [API_PATHS.purchases]: PurchaseResponse;
    [API_PATHS.grants]: CoinBalance;
    [API_PATHS.plans]: Plan;
    [API_PATHS.feedback]: FeedbackReceipt;
    [API_PATHS.devPlayNow]: { id: string };
    [API_PATHS.devKickOff]: { id: string };
    [API_PATHS.devClock]: DevClockReading;

    [TIPS_PATHS.blindBox]: BlindBoxOpening;
    [TIPS_PATHS.opsVoid]: SettlementOutcome;
    [TIPS_PATHS.application]: ExpertStatus;
    [TIPS_PATHS.opsReview]: ExpertApplication;
    [TIPS_PATHS.remarks]: Remark;

    [STREAMER_PATHS.application]: StreamerStatus;
    [STREAMER_PATHS.opsReview]: StreamerApplication;

    [LIVE_PATHS.chat]: ChatMessage;
    [LIVE_PATHS.chatReport]: null;
    [LIVE_PATHS.roomReport]: null;
    [LIVE_PATHS.roomMutes]: null;
    [LIVE_PATHS.channelLiveCode]: StreamerChannel;
    [LIVE_PATHS.channelLive]: StreamerChannel;
    [LIVE_PATHS.channelLiveEnd]: StreamerChannel;
    [LIVE_PATHS.opsReport]: null;
    [LIVE_PATHS.opsSanctions]: null;
    [LIVE_PATHS.ingestPublish]: IngestPublishAnswer;
    [LIVE_PATHS.ingestHeartbeat]: IngestHeartbeatAnswer;
    [LIVE_PATHS.ingestUnpublish]: null;
    [PROGRAMME_PATHS.channelProgrammes]: Programme[];

    [NEWS_PATHS.opsArticles]: Article;
    [NEWS_PATHS.opsArticleStatus]: Article;
    [MEDIA_PATHS.upload]: UploadedMedia;

    [COMMENT_PATHS.comments]: Comment;
    [COMMENT_PATHS.report]: null;

    [ALERT_PATHS.subscriptions]: PushSubscriptionState;
    [RELEASE_PATHS.canaries]: ReleaseManifest;
    [RELEASE_PATHS.promote]: ReleaseManifest;
    [RELEASE_PATHS.rollback]: ReleaseManifest;
  };
  PUT: {
    [API_PATHS.password]: null;
    [API_PATHS.phone]: UserProfile;
    [API_PATHS.userFlags]: UserProfile;
    [API_PATHS.userRoles]: UserProfile;
    [PAYMENT_PATHS.opsPackage]: CoinPackage;
    [FAVOURITES_PATHS.item]: FavouriteChangeResponse;
    [ALERT_PATHS.preferences]: AlertPreferences;
    [TIPS_PATHS.opsSettings]: PlanSettings;
    [TIPS_PATHS.follow]: ExpertFollow;
    [LIVE_PATHS.follow]: LiveRoom;
    [LIVE_PATHS.channelSettings]: StreamerChannel;
    [NEWS_PATHS.opsArticle]: Article;
    [COMMENT_PATHS.like]: Comment;
    [RELEASE_PATHS.remote]: ReleaseManifest;
  };
  PATCH: {
    [API_PATHS.me]: UserProfile;
  };
  DELETE: {
    [API_PATHS.cancellation]: UserProfile;
    [FAVOURITES_PATHS.item]: FavouriteChangeResponse;
    [ALERT_PATHS.subscriptions]: PushSubscriptionState;
    [TIPS_PATHS.follow]: ExpertFollow;
    [LIVE_PATHS.follow]: LiveRoom;
    [LIVE_PATHS.chatMessage]: null;
    [PROGRAMME_PATHS.channelProgramme]: Programme[];
    [COMMENT_PATHS.comment]: null;
    [COMMENT_PATHS.like]: Comment;
    [RELEASE_PATHS.canary]: ReleaseManifest;
  };
}

export type ApiMethod = keyof ApiReplies;

/** The path patterns answering `M`. */
export type ApiPath<M extends ApiMethod> = keyof ApiReplies[M] & string;

/** What `M P` answers (the envelope's `data`). */
export type ApiReply<M extends ApiMethod, P extends ApiPath<M>> = ApiReplies[M][P];

/** Every route of the api, as `${Method} ${Path}`: `GET /api/plans/:planId`… */
export type ApiRoute = { [M in ApiMethod]: `${M} ${ApiPath<M>}` }[ApiMethod];

/** What a route answers, by its `${Method} ${Path}` name. */
export type ReplyTo<R extends ApiRoute> = R extends `${infer M extends ApiMethod} ${infer P}` ? (P extends ApiPath<M> ? ApiReply<M, P> : never) : never;

/** The patterns of `M` the site's clients read (an image is shown by `<img>`, not read). */
export type ClientPath<M extends ApiMethod> = { [P in ApiPath<M>]: ApiReplies[M][P] extends ImageBytes ? never : P }[ApiPath<M>];

/** The names of a pattern's `:name` placeholders. */
export type Placeholders<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Placeholders<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a pattern's placeholders, filled in by `pathTo`. */
export type PathParams<P extends string> = { [Name in Placeholders<P>]: string | number };

/** The addresses of `M` the clients read as they are (no placeholder)… */
export type FixedPath<M extends ApiMethod> = Exclude<ClientPath<M>, `${string}:${string}`>;

/** …and the patterns, read with their placeholders' values (`options.path`). */
export type PatternPath<M extends ApiMethod> = Extract<ClientPath<M>, `${string}:${string}`>;
