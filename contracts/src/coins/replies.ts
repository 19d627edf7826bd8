// What the coins domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { CheckoutStarted, COIN_PATHS, CoinBalance, CoinDebt, CoinHistoryEntry, CoinPackage, CoinShop, OpsTopUp, Order, PAYMENT_PATHS, PaymentNoticeRecord, ReconciliationReport, RefundRecord, TopUp } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';

export interface CoinsReplies {
  GET: {
    [COIN_PATHS.balance]: CoinBalance;
    [COIN_PATHS.coinHistory]: CursorPage<CoinHistoryEntry>;
    [COIN_PATHS.orders]: CursorPage<Order>;
    [PAYMENT_PATHS.shop]: CoinShop;
    [PAYMENT_PATHS.topUps]: CursorPage<TopUp>;
    [PAYMENT_PATHS.topUp]: TopUp;
    [PAYMENT_PATHS.opsPackages]: CoinPackage[];
    [PAYMENT_PATHS.opsDebts]: CursorPage<CoinDebt>;
    [PAYMENT_PATHS.opsNotices]: CursorPage<PaymentNoticeRecord>;
    [PAYMENT_PATHS.opsTopUp]: OpsTopUp;
    [PAYMENT_PATHS.opsReconciliation]: ReconciliationReport;
  };
  POST: {
    [PAYMENT_PATHS.topUps]: CheckoutStarted;
    [PAYMENT_PATHS.opsNoticeReview]: PaymentNoticeRecord;
    [PAYMENT_PATHS.opsRefunds]: RefundRecord;
    [PAYMENT_PATHS.opsReconciliation]: ReconciliationReport;
    [PAYMENT_PATHS.opsPackages]: CoinPackage;
    [COIN_PATHS.grants]: CoinBalance;
  };
  PUT: {
    [PAYMENT_PATHS.opsPackage]: CoinPackage;
  };
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
