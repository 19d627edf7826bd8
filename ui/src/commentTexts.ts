// The comment thread's texts are a part of the common namespace (`ui/src/i18n/comments`),
// downloaded with the first thread a page shows: the pages without one (the home page first)
// pay nothing for them. One file per language: a thread shows in one language at a time.
import { commonTextPart } from './commonTextPart';

const comments = commonTextPart('comments', (language) => import(`./i18n/comments/${language}.json`));

/** Suspends until the thread's texts are there. */
export const useCommentTexts = comments.use;
