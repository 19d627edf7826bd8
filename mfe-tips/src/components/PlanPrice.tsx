// A plan's price in coins ("Free" at none), with the original price struck through beside it
// while the plan is discounted.
import type { Plan } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Typography from '@mui/material/Typography';

export function PlanPrice({ plan, testId }: { plan: Pick<Plan, 'price' | 'originalPrice'>; testId: string }) {
  const { t } = useTranslation('tips');
  return (
    <>
      <Typography sx={{ fontWeight: 700, color: 'gold.main' }} data-testid={testId}>
        {plan.price === 0 ? t('plan.free') : t('plan.coins', { count: plan.price })}
      </Typography>
      {plan.originalPrice !== null && plan.originalPrice > plan.price && (
        <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
          {t('plan.coins', { count: plan.originalPrice })}
        </Typography>
      )}
    </>
  );
}
