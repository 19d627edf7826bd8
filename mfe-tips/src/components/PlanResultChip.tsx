// A settled plan's result; nothing while it is pending.
import type { PlanResult } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Chip from '@mui/material/Chip';

const COLOURS = { hit: 'success', miss: 'error', void: 'default' } as const;

export function PlanResultChip({ result }: { result: PlanResult }) {
  const { t } = useTranslation('tips');
  if (result === 'pending') return null;
  return <Chip size="small" color={COLOURS[result]} label={t(`results.${result}`)} data-testid="plan-result" data-result={result} />;
}
