// Coin packages are data: customer service puts them on sale, changes their price and takes them
// off sale in the console; every change is written to the audit log in its transaction.
import type { CoinDebt, CoinPackage } from '@matchday/contracts/coins/contract';
import type { CoinPackageRequest } from '@matchday/contracts/coins/schemas';
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { audit } from '../moderation/service';

interface PackageRow {
  id: string;
  coins: number;
  bonus_coins: number;
  price: number;
  currency: string;
  active: boolean;
  position: number;
}

const PACKAGE_SELECT = 'SELECT id::text AS id, coins, bonus_coins, price, currency, active, position FROM coin_packages';
const toPackage = (row: PackageRow): CoinPackage => ({
  id: row.id,
  coins: Number(row.coins),
  bonusCoins: Number(row.bonus_coins),
  price: Number(row.price),
  currency: row.currency,
  active: row.active,
  position: row.position,
});

/** Largest debts first. */
const DEBTS_ORDER = new KeysetOrder('coins.debts', [
  { sql: 'd.owed', order: 'desc', kind: 'bigint' },
  { sql: 'd.id', order: 'desc', kind: 'bigint' },
]);

export class CoinPackagesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async all(): Promise<CoinPackage[]> {
    return (await this.db.query<PackageRow>(`${PACKAGE_SELECT} ORDER BY active DESC, position, id`)).map(toPackage);
  }

  async create(request: CoinPackageRequest, actorId: string): Promise<CoinPackage> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<PackageRow>(
        `INSERT INTO coin_packages (coins, bonus_coins, price, currency, active, position, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         RETURNING id::text AS id, coins, bonus_coins, price, currency, active, position`,
        [request.coins, request.bonusCoins, request.price, request.currency, request.active, request.position, now],
      );
      await audit(tx, { actorId, action: 'coins.package_create', details: { packageId: row!.id, ...flat(request) }, at: now });
      return toPackage(row!);
    });
  }

  async update(packageId: string, request: CoinPackageRequest, actorId: string): Promise<CoinPackage> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [before] = await tx.query<PackageRow>(`${PACKAGE_SELECT} WHERE id = $1 FOR UPDATE`, [packageId]);
      if (!before) throw refuse('api.payments.packageNotFound', 404);
      const [row] = await tx.query<PackageRow>(
        `UPDATE coin_packages SET coins = $2, bonus_coins = $3, price = $4, currency = $5, active = $6, position = $7, updated_at = $8 WHERE id = $1
         RETURNING id::text AS id, coins, bonus_coins, price, currency, active, position`,
        [packageId, request.coins, request.bonusCoins, request.price, request.currency, request.active, request.position, now],
      );
      const was = toPackage(before);
      await audit(tx, {
        actorId,
        action: 'coins.package_update',
        details: { packageId, ...flat(request), wasCoins: was.coins, wasBonusCoins: was.bonusCoins, wasPrice: was.price, wasCurrency: was.currency, wasActive: was.active },
        at: now,
      });
      return toPackage(row!);
    });
  }

  /** Accounts that owe coins after a refund or dispute, largest first. */
  async debts(query: PageQuery): Promise<CursorPage<CoinDebt>> {
    const position = DEBTS_ORDER.position(query.cursor);
    const params: unknown[] = [];
    const rows = await this.db.query<KeyedRow & { user_id: string; username: string; owed: number; top_up_id: string; reason: CoinDebt['reason']; created_at: Date }>(
      `SELECT d.user_id::text AS user_id, u.username, d.owed, d.top_up_id::text AS top_up_id, d.reason, d.created_at${DEBTS_ORDER.select}
       FROM coin_debts d JOIN users u ON u.id = d.user_id
       WHERE d.owed > 0 AND ${DEBTS_ORDER.after(position, params)}
       ORDER BY ${DEBTS_ORDER.orderBy} LIMIT ${DEBTS_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = DEBTS_ORDER.page(rows, query.pageSize);
    return {
      items: page.rows.map((row) => ({
        userId: row.user_id,
        username: row.username,
        owed: Number(row.owed),
        topUpId: row.top_up_id,
        reason: row.reason,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      next: page.next,
    };
  }
}

const flat = (request: CoinPackageRequest) => ({
  coins: request.coins,
  bonusCoins: request.bonusCoins,
  price: request.price,
  currency: request.currency,
  active: request.active,
  position: request.position,
});
