// The page's reader of public data, wired like the page's HTTP client (http.ts) but with no
// axios behind it (see publicRead.ts).
import { createPublicReader } from '@matchday/shared/http/publicRead';
import { pageWiring } from './pageWiring';

export const readPublic = createPublicReader(pageWiring);
