// `@matchday/shared` and `@matchday/contracts` modules compiled into each container rather than shared: those that render
// MUI, whose components must come from the same container as the React root around them; and
// small contracts with no state that few apps read (constants, types, the consent record and its rule, the first
// screen's reads and answers, a match list's read, the match centre's address, the alerts' contract and schemas (the api's alone), field data's contract), which cost less
// compiled into those apps than as an entry in every app's share scope; and `api/replies`, which
// is types only and compiles to nothing.
// Everything else exported by `@matchday/shared` is a page-wide federation singleton.
export const PER_CONTAINER_MODULES = /^\.\/((ui|federation|testing|firstScreen)\/|live\/(matchListRead|matchCentreRead)$|stores\/consentRecord$)/;

/**
 * The same for `@matchday/contracts`: the contracts of domains few apps read (alerts, comments,
 * crests, favourites, lives, media, news, releases, rum, search, streamers, tips, videos), the
 * replies (types only), item ids, the alerts' words loader and the consent rule. Every other
 * contract module (addresses, paging, the envelope, schemas built on zod, the sports' rules, the
 * realtime protocol, the route table, constants, locales) is a page-wide singleton.
 */
export const PER_CONTAINER_CONTRACTS = /^\.\/((alerts|comments|crests|favourites|lives|media|news|releases|rum|search|streamers|tips|videos)\/contract$|(alerts|rum)\/schemas$|[a-z]+\/replies$|http\/(ids|replies)$|i18n\/(alerts\/alertTexts|localeCompleteness)$|validation\/consent$)/;
