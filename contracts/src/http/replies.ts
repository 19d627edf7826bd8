// Every domain's replies joined: what each method and path of the api answers. The api registers
// its routes by these patterns and the site's clients read by them, so a path or an answer that
// changes breaks both at compile time (replies.test.ts in shared and api).
import type { ImageBytes } from '@matchday/contracts/http/envelope';
import type { AccountsReplies } from '@matchday/contracts/accounts/replies';
import type { AlertsReplies } from '@matchday/contracts/alerts/replies';
import type { CoinsReplies } from '@matchday/contracts/coins/replies';
import type { CommentsReplies } from '@matchday/contracts/comments/replies';
import type { CrestsReplies } from '@matchday/contracts/crests/replies';
import type { DevReplies } from '@matchday/contracts/dev/replies';
import type { FavouritesReplies } from '@matchday/contracts/favourites/replies';
import type { FeedbackReplies } from '@matchday/contracts/feedback/replies';
import type { HealthReplies } from '@matchday/contracts/health/replies';
import type { LivesReplies } from '@matchday/contracts/lives/replies';
import type { MediaReplies } from '@matchday/contracts/media/replies';
import type { NewsReplies } from '@matchday/contracts/news/replies';
import type { OpsReplies } from '@matchday/contracts/ops/replies';
import type { ReleasesReplies } from '@matchday/contracts/releases/replies';
import type { RumReplies } from '@matchday/contracts/rum/replies';
import type { SearchReplies } from '@matchday/contracts/search/replies';
import type { SportsReplies } from '@matchday/contracts/sports/replies';
import type { StreamersReplies } from '@matchday/contracts/streamers/replies';
import type { TipsReplies } from '@matchday/contracts/tips/replies';
import type { VideosReplies } from '@matchday/contracts/videos/replies';

/** `null`: the request was done and there is nothing more to say. */
export interface ApiReplies {
  GET: AccountsReplies['GET'] & AlertsReplies['GET'] & CoinsReplies['GET'] & CommentsReplies['GET'] & CrestsReplies['GET'] & DevReplies['GET'] & FavouritesReplies['GET'] & FeedbackReplies['GET'] & HealthReplies['GET'] & LivesReplies['GET'] & MediaReplies['GET'] & NewsReplies['GET'] & OpsReplies['GET'] & ReleasesReplies['GET'] & RumReplies['GET'] & SearchReplies['GET'] & SportsReplies['GET'] & StreamersReplies['GET'] & TipsReplies['GET'] & VideosReplies['GET'];
  POST: AccountsReplies['POST'] & AlertsReplies['POST'] & CoinsReplies['POST'] & CommentsReplies['POST'] & CrestsReplies['POST'] & DevReplies['POST'] & FavouritesReplies['POST'] & FeedbackReplies['POST'] & HealthReplies['POST'] & LivesReplies['POST'] & MediaReplies['POST'] & NewsReplies['POST'] & OpsReplies['POST'] & ReleasesReplies['POST'] & RumReplies['POST'] & SearchReplies['POST'] & SportsReplies['POST'] & StreamersReplies['POST'] & TipsReplies['POST'] & VideosReplies['POST'];
  PUT: AccountsReplies['PUT'] & AlertsReplies['PUT'] & CoinsReplies['PUT'] & CommentsReplies['PUT'] & CrestsReplies['PUT'] & DevReplies['PUT'] & FavouritesReplies['PUT'] & FeedbackReplies['PUT'] & HealthReplies['PUT'] & LivesReplies['PUT'] & MediaReplies['PUT'] & NewsReplies['PUT'] & OpsReplies['PUT'] & ReleasesReplies['PUT'] & RumReplies['PUT'] & SearchReplies['PUT'] & SportsReplies['PUT'] & StreamersReplies['PUT'] & TipsReplies['PUT'] & VideosReplies['PUT'];
  PATCH: AccountsReplies['PATCH'] & AlertsReplies['PATCH'] & CoinsReplies['PATCH'] & CommentsReplies['PATCH'] & CrestsReplies['PATCH'] & DevReplies['PATCH'] & FavouritesReplies['PATCH'] & FeedbackReplies['PATCH'] & HealthReplies['PATCH'] & LivesReplies['PATCH'] & MediaReplies['PATCH'] & NewsReplies['PATCH'] & OpsReplies['PATCH'] & ReleasesReplies['PATCH'] & RumReplies['PATCH'] & SearchReplies['PATCH'] & SportsReplies['PATCH'] & StreamersReplies['PATCH'] & TipsReplies['PATCH'] & VideosReplies['PATCH'];
  DELETE: AccountsReplies['DELETE'] & AlertsReplies['DELETE'] & CoinsReplies['DELETE'] & CommentsReplies['DELETE'] & CrestsReplies['DELETE'] & DevReplies['DELETE'] & FavouritesReplies['DELETE'] & FeedbackReplies['DELETE'] & HealthReplies['DELETE'] & LivesReplies['DELETE'] & MediaReplies['DELETE'] & NewsReplies['DELETE'] & OpsReplies['DELETE'] & ReleasesReplies['DELETE'] & RumReplies['DELETE'] & SearchReplies['DELETE'] & SportsReplies['DELETE'] & StreamersReplies['DELETE'] & TipsReplies['DELETE'] & VideosReplies['DELETE'];
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
