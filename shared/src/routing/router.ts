// The react-router API of the site, from one shared copy. Shared modules cannot be tree-shaken,
// and react-router whole is about 60 KB gzip; this module (a federation singleton) carries only
// what the apps use, once per page. Apps import routing from here, never from react-router.
export {
  BrowserRouter,
  Link,
  Router,
  createPath,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export type { Location, Navigator, To } from 'react-router';
