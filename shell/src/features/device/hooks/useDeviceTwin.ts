// A phone-width browser on a /pc/ page goes to its /m/ twin and back, keeping the query.
import { deviceTwinPath, PHONE_QUERY } from '@matchday/contracts/routes/routeTable';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@matchday/shared/routing/router';

export function useDeviceTwin(): void {
  const isPhone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const twin = deviceTwinPath(pathname, isPhone);
    if (twin) navigate(`${twin}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, isPhone, navigate]);
}
