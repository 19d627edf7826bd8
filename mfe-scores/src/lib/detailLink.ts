// Where a match opens: the phone's `/m/detail` or the desktop's `/pc/detail`, both by `?id=`.
// The shell would swap one for the other, but linking to the right one saves a redirect.
import { PHONE_QUERY } from '@matchday/contracts/routes/routeTable';
import useMediaQuery from '@mui/material/useMediaQuery';

export const matchDetailPath = (matchId: string, phone: boolean) =>
  `${phone ? '/m/detail' : '/pc/detail'}?id=${encodeURIComponent(matchId)}`;

export const useIsPhone = () => useMediaQuery(PHONE_QUERY, { noSsr: true });
