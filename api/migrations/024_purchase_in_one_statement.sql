-- A plan purchase in one statement (`SELECT * FROM plan_purchase(...)`): the api used to hold the
-- buyer's coin account locked over a dozen round trips; now every lock is taken and given back
-- inside the database, and the purchase is one transaction of its own. Each function is the SQL
-- twin of the TypeScript that owns its rule, and keeps that code's layering:
--   idempotency_claim, idempotency_answer    api/src/http/idempotency.ts
--   ledger_lock_account, ledger_post_user_movement
--                                            api/src/domains/coins/ledger.ts: the only functions
--                                            naming the ledger's tables (ledgerOwnership.test.ts)
--   plan_purchase                            api/src/domains/plans/purchases.ts; it moves coins
--                                            only through the ledger_* functions
-- A refusal (a rule the buyer broke) is raised with SQLSTATE 'MD' and its HTTP status, the message
-- key as the message (databaseRefusal in api/src/http/envelope.ts makes it the api's refusal). It
-- undoes the whole statement, the claimed idempotency key with it, as a refused request's
-- transaction always did.

-- Claims (user, key) for a request; NULL when claimed now, else the first request's answer. A
-- request racing the first with the same key waits on the key's row, then reads that answer.
CREATE FUNCTION idempotency_claim(p_user_id bigint, p_key text, p_request_hash text, p_at timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  earlier record;
BEGIN
  INSERT INTO idempotency_keys (user_id, key, request_hash, response, created_at)
  VALUES (p_user_id, p_key, p_request_hash, 'null'::jsonb, p_at) ON CONFLICT (user_id, key) DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT k.request_hash, k.response INTO earlier FROM idempotency_keys k WHERE k.user_id = p_user_id AND k.key = p_key;
  IF NOT FOUND OR earlier.request_hash <> p_request_hash THEN
    RAISE EXCEPTION USING ERRCODE = 'MD422', MESSAGE = 'api.idempotencyKeyReused';
  END IF;
  RETURN earlier.response;
END $$;

-- The answer a claimed key gives from now on.
CREATE FUNCTION idempotency_answer(p_user_id bigint, p_key text, p_response jsonb) RETURNS void
LANGUAGE sql AS $$
  UPDATE idempotency_keys SET response = p_response WHERE user_id = p_user_id AND key = p_key;
$$;

-- Locks a user's coin account until the transaction ends, creating it if missing; its balance,
-- which holds while the lock does (lockAccounts for one user).
CREATE FUNCTION ledger_lock_account(p_user_id bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  locked_balance bigint;
BEGIN
  SELECT a.balance INTO locked_balance FROM coin_accounts a WHERE a.user_id = p_user_id FOR UPDATE;
  IF FOUND THEN
    RETURN locked_balance;
  END IF;
  INSERT INTO coin_accounts (user_id) VALUES (p_user_id) ON CONFLICT (user_id) DO NOTHING;
  SELECT a.balance INTO STRICT locked_balance FROM coin_accounts a WHERE a.user_id = p_user_id FOR UPDATE;
  RETURN locked_balance;
END $$;

-- One balanced transaction between a user's account and a system account: the user's side moves
-- by p_amount, the system's by its opposite (post() with those two movements). The user's
-- account is locked; a purchase is refused while coins are owed, and a movement below zero
-- always (the table's CHECK stands behind both).
CREATE FUNCTION ledger_post_user_movement(
  p_kind text, p_reason text, p_reference text, p_at timestamptz, p_user_id bigint, p_amount bigint, p_system text,
  OUT posted_transaction_id bigint, OUT new_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  account record;
  system_account_id bigint;
BEGIN
  IF p_amount = 0 THEN
    RAISE EXCEPTION 'unbalanced ledger transaction: nothing moves';
  END IF;
  SELECT a.id, a.balance INTO account FROM coin_accounts a WHERE a.user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'user % has no coin account', p_user_id;
  END IF;
  SELECT a.id INTO STRICT system_account_id FROM coin_accounts a WHERE a.system_name = p_system;
  -- Coins owed after a refund or dispute are repaid before anything more is bought.
  IF p_kind = 'purchase' AND p_amount < 0 AND EXISTS (SELECT 1 FROM coin_debts d WHERE d.user_id = p_user_id AND d.owed > 0) THEN
    RAISE EXCEPTION USING ERRCODE = 'MD402', MESSAGE = 'api.payments.coinsOwed';
  END IF;
  new_balance := account.balance + p_amount;
  IF new_balance < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MD402', MESSAGE = 'errors.insufficientGold';
  END IF;
  INSERT INTO ledger_transactions (kind, reason, reference, created_at) VALUES (p_kind, p_reason, p_reference, p_at)
  RETURNING id INTO posted_transaction_id;
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
  VALUES (posted_transaction_id, account.id, p_amount, new_balance, p_at), (posted_transaction_id, system_account_id, -p_amount, NULL, p_at);
  UPDATE coin_accounts SET balance = new_balance WHERE id = account.id;
END $$;

-- A fan unlocks a plan with coins, at most once, never below a zero balance, under an
-- Idempotency-Key (PlansService.purchase). `moved` says coins moved now (not a replayed answer,
-- not a free plan).
CREATE FUNCTION plan_purchase(
  p_user_id bigint, p_plan_id bigint, p_key text, p_request_hash text, p_at timestamptz, p_default_discount_percent integer,
  OUT response jsonb, OUT moved boolean
) LANGUAGE plpgsql AS $$
DECLARE
  plan record;
  balance_before bigint;
  discount_percent integer;
  paid_price bigint;
  purchase_transaction_id bigint;
  balance_after bigint;
  purchase_id bigint;
BEGIN
  moved := false;
  response := idempotency_claim(p_user_id, p_key, p_request_hash, p_at);
  IF response IS NOT NULL THEN
    RETURN;
  END IF;
  -- Share-locked: settlement waits for purchases in flight, and none follows it. Taken before
  -- the buyer's account, so a purchase never waits for a plan while holding an account that a
  -- settlement's refunds wait for.
  SELECT p.expert_id, p.title, p.price, p.result, p.purchase_deadline, p.match_id INTO plan FROM plans p WHERE p.id = p_plan_id FOR SHARE;
  IF NOT FOUND OR plan.match_id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'MD404', MESSAGE = 'api.planNotFound';
  END IF;
  IF plan.expert_id = p_user_id THEN
    RAISE EXCEPTION USING ERRCODE = 'MD409', MESSAGE = 'api.ownPlan';
  END IF;
  -- A user's purchases queue on their coin account, so two first purchases cannot both be
  -- discounted; what they bought is read once the lock is held.
  balance_before := ledger_lock_account(p_user_id);
  IF EXISTS (SELECT 1 FROM plan_purchases o WHERE o.plan_id = p_plan_id AND o.user_id = p_user_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'MD409', MESSAGE = 'api.alreadyUnlocked';
  END IF;
  IF plan.result <> 'pending' OR plan.purchase_deadline <= p_at THEN
    RAISE EXCEPTION USING ERRCODE = 'MD409', MESSAGE = 'api.purchaseClosed';
  END IF;
  paid_price := plan.price;
  IF NOT EXISTS (SELECT 1 FROM plan_purchases b WHERE b.user_id = p_user_id AND (b.price > 0 OR b.first_order)) THEN
    SELECT s.first_order_discount_percent INTO discount_percent FROM plan_settings s;
    -- discounted() in settings.ts: the discount rounds up, in the buyer's favour.
    paid_price := plan.price - (plan.price * coalesce(discount_percent, p_default_discount_percent) + 99) / 100;
  END IF;
  -- A free plan moves no coins: the balance is the one locked above.
  balance_after := balance_before;
  IF paid_price > 0 THEN
    SELECT m.posted_transaction_id, m.new_balance INTO purchase_transaction_id, balance_after
    FROM ledger_post_user_movement('purchase', 'plan: ' || plan.title, 'plan:' || p_plan_id, p_at, p_user_id, -paid_price, 'revenue') m;
    moved := true;
  END IF;
  INSERT INTO plan_purchases (plan_id, user_id, price, list_price, first_order, ledger_transaction_id, created_at)
  VALUES (p_plan_id, p_user_id, paid_price, plan.price, plan.price > 0 AND paid_price < plan.price, purchase_transaction_id, p_at)
  RETURNING id INTO purchase_id;
  response := jsonb_build_object('orderId', 'plan-' || purchase_id, 'planId', p_plan_id::text, 'price', paid_price, 'balance', balance_after);
  PERFORM idempotency_answer(p_user_id, p_key, response);
END $$;
