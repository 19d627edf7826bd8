// The page's HTTP client, wired to the page's session, language, bus and configuration.
import { sessionStore } from '@matchday/shared/stores/sessionStore';
import { createHttpClient, type HttpClient } from '@matchday/shared/http/httpClient';
import { pageWiring } from './pageWiring';

export const http: HttpClient = createHttpClient({ ...pageWiring, getToken: () => sessionStore.getState().token });
