// Field data as operators read it: each remote version's figures over the last minutes
// (contracts/src/rum/contract.ts is the contract; the api answers it in its usual envelope).
import { RUM_PATHS, type RumFiguresResponse } from '@matchday/contracts/rum/contract';
import { http } from '@matchday/shared/http/http';

/** The tab shows its own failure: nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const fieldDataFigures = async (minutes: number): Promise<RumFiguresResponse> => (await http.get(RUM_PATHS.figures, { ...quiet, params: { minutes } })).data;
