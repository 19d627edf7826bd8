// `@matchday/shared` modules compiled into each container rather than shared: those that render
// MUI, whose components must come from the same container as the React root around them; and
// small contracts with no state that few apps read (constants, types, the consent record and its rule, the first
// screen's reads and answers, a match list's read, the match centre's address, the alerts' contract and schemas (the api's alone), field data's contract), which cost less
// compiled into those apps than as an entry in every app's share scope; and `api/replies`, which
// is types only and compiles to nothing.
// Everything else exported by `@matchday/shared` is a page-wide federation singleton.
export const PER_CONTAINER_MODULES = /^\.\/((ui|federation|testing|firstScreen)\/|live\/(matchListRead|matchCentreRead)$|i18n\/alerts\/alertTexts$|stores\/consentRecord$|validation\/consent$|api\/(alerts|alertSchemas|comments|crests|favourites|ids|lives|media|news|releases|replies|rum|rumSchemas|search|streamers|tips|videos)$)/;
