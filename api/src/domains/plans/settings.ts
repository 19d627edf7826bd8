// The bounds and prices operators set for plans: one row, the defaults until they set theirs.
import { DEFAULT_PLAN_SETTINGS, type PlanSettings } from '@matchday/contracts/tips/contract';
import type { Queryable } from '../../db/database';

export async function readPlanSettings(db: Queryable): Promise<PlanSettings> {
  const [row] = await db.query<{ min_price: number; max_price: number; first_order_discount_percent: number; blind_box_price: number }>(
    'SELECT min_price, max_price, first_order_discount_percent, blind_box_price FROM plan_settings',
  );
  if (!row) return { ...DEFAULT_PLAN_SETTINGS };
  return {
    minPrice: Number(row.min_price),
    maxPrice: Number(row.max_price),
    firstOrderDiscountPercent: Number(row.first_order_discount_percent),
    blindBoxPrice: Number(row.blind_box_price),
  };
}

export async function writePlanSettings(db: Queryable, settings: PlanSettings, at: Date): Promise<PlanSettings> {
  await db.query(
    `INSERT INTO plan_settings (id, min_price, max_price, first_order_discount_percent, blind_box_price, updated_at) VALUES (true, $1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET min_price = $1, max_price = $2, first_order_discount_percent = $3, blind_box_price = $4, updated_at = $5`,
    [settings.minPrice, settings.maxPrice, settings.firstOrderDiscountPercent, settings.blindBoxPrice, at],
  );
  return readPlanSettings(db);
}
