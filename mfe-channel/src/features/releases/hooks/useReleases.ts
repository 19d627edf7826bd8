// The environment's releases (what runs now, its canaries, the history), read again every 30 s
// while the tab is open, like its field data, and by the panel after each change.
import type { ReleasesResponse } from '@matchday/contracts/releases/contract';
import { useApiRead, type ApiRead } from '@matchday/ui/useApiRead';
import { readReleases } from '../api/releasesApi';
import { useRefreshEvery } from './useRefreshEvery';

export function useReleases(): ApiRead<ReleasesResponse> {
  const read = useApiRead('releases', readReleases);
  useRefreshEvery(read.retry);
  return read;
}
