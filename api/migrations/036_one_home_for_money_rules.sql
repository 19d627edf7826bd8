-- One home for each money rule. The rules were written twice: in TypeScript (coins/ledger.ts,
-- http/idempotency.ts, plans/settings.ts) for top-ups, grants, the blind box and settlement, and
-- again here (migration 024) for plan purchases; the price a fan was shown and the price a
-- purchase took were computed apart. Now each rule is one function in the database, and the
-- TypeScript calls it (ledgerOwnership.test.ts fails if a second copy appears):
--   ledger_lock_accounts   lockAccounts: accounts made if missing, locked in id order
--   ledger_post_many       post, postMany: balanced transactions, whole coins, a purchase refused
--                          while coins are owed, no user balance below zero, entries and balances
--   idempotency_claim, idempotency_answer
--                          idempotent, idempotentCall (migration 024's, unchanged)
--   plan_price_for         the first-order discount: who gets it and what it takes off, for the
--                          price shown and the price paid

DROP FUNCTION plan_purchase(bigint, bigint, text, text, timestamptz, integer);
DROP FUNCTION ledger_post_user_movement(text, text, text, timestamptz, bigint, bigint, text);
DROP FUNCTION ledger_lock_account(bigint);

-- Locks users' coin accounts until the transaction ends, making any that is missing; their
-- balances, which hold while the lock does. Always in id order, so two callers never wait on
-- each other in a circle.
CREATE FUNCTION ledger_lock_accounts(p_user_ids bigint[]) RETURNS TABLE (locked_user_id bigint, locked_balance bigint)
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO coin_accounts (user_id) SELECT DISTINCT u FROM unnest(p_user_ids) u ORDER BY 1 ON CONFLICT (user_id) DO NOTHING;
  RETURN QUERY SELECT a.user_id, a.balance FROM coin_accounts a WHERE a.user_id = ANY (p_user_ids) ORDER BY a.id FOR UPDATE;
END $$;

-- Posts balanced transactions: p_entries is a JSON array of
--   { kind, reason, reference, createdBy, at, movements: [{ userId | system, amount }] }.
-- Each is its own ledger transaction; movements apply in order, and one that would take a user
-- below zero refuses the whole batch. System accounts are not locked (their balance is the sum
-- of their entries), so unrelated users never wait for each other. Returns the transactions' ids
-- in order and the new balance of every user account that moved.
CREATE FUNCTION ledger_post_many(p_entries jsonb, OUT transaction_ids bigint[], OUT user_ids bigint[], OUT balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  m_entry integer[];
  m_user bigint[];
  m_account bigint[];
  m_system text[];
  m_amount bigint[];
  m_after bigint[];
BEGIN
  transaction_ids := '{}';
  user_ids := '{}';
  balances := '{}';
  IF jsonb_array_length(p_entries) = 0 THEN
    RETURN;
  END IF;
  -- Every transaction balanced, of at least two movements that move, in whole coins.
  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_entries) e
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE (mv ->> 'amount')::numeric <> 0) AS moving,
             coalesce(sum((mv ->> 'amount')::numeric), 0) AS total,
             coalesce(bool_and((mv ->> 'amount')::numeric = trunc((mv ->> 'amount')::numeric)), true) AS whole
      FROM jsonb_array_elements(e -> 'movements') mv
    ) s
    WHERE s.moving < 2 OR s.total <> 0 OR NOT s.whole
  ) THEN
    RAISE EXCEPTION 'unbalanced ledger transaction: %', p_entries::text;
  END IF;
  -- The users' accounts locked in id order.
  PERFORM 1 FROM coin_accounts a
  WHERE a.user_id IN (SELECT (mv ->> 'userId')::bigint FROM jsonb_array_elements(p_entries) e, jsonb_array_elements(e -> 'movements') mv WHERE mv ? 'userId')
  ORDER BY a.id FOR UPDATE;
  -- Coins owed after a refund or dispute are repaid before anything more is bought.
  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_entries) e, jsonb_array_elements(e -> 'movements') mv
    JOIN coin_debts d ON d.user_id = (mv ->> 'userId')::bigint AND d.owed > 0
    WHERE e ->> 'kind' = 'purchase' AND mv ? 'userId' AND (mv ->> 'amount')::bigint < 0
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'MD402', MESSAGE = 'api.payments.coinsOwed';
  END IF;
  -- Each movement that moves, in order, a user's with the balance it leaves.
  SELECT array_agg(m.entry_no ORDER BY m.entry_no, m.move_no), array_agg(m.user_id ORDER BY m.entry_no, m.move_no), array_agg(m.account_id ORDER BY m.entry_no, m.move_no),
         array_agg(m.system_name ORDER BY m.entry_no, m.move_no), array_agg(m.amount ORDER BY m.entry_no, m.move_no), array_agg(m.balance_after ORDER BY m.entry_no, m.move_no)
  INTO m_entry, m_user, m_account, m_system, m_amount, m_after
  FROM (
    SELECT e.ord::integer AS entry_no, mv.ord AS move_no, (mv.value ->> 'userId')::bigint AS user_id, a.id AS account_id, mv.value ->> 'system' AS system_name,
           (mv.value ->> 'amount')::bigint AS amount,
           CASE WHEN a.id IS NULL THEN NULL ELSE a.balance + sum((mv.value ->> 'amount')::bigint) OVER (PARTITION BY a.id ORDER BY e.ord, mv.ord) END AS balance_after
    FROM jsonb_array_elements(p_entries) WITH ORDINALITY e(value, ord)
    CROSS JOIN LATERAL jsonb_array_elements(e.value -> 'movements') WITH ORDINALITY mv(value, ord)
    LEFT JOIN coin_accounts a ON a.user_id = (mv.value ->> 'userId')::bigint
    WHERE (mv.value ->> 'amount')::bigint <> 0
  ) m;
  IF EXISTS (SELECT 1 FROM unnest(m_user, m_account) u(user_id, account_id) WHERE u.user_id IS NOT NULL AND u.account_id IS NULL) THEN
    RAISE EXCEPTION 'a user in % has no coin account', p_entries::text;
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(m_after) b WHERE b < 0) THEN
    RAISE EXCEPTION USING ERRCODE = 'MD402', MESSAGE = 'errors.insufficientGold';
  END IF;
  SELECT array_agg(nextval('ledger_transactions_id_seq') ORDER BY n) INTO transaction_ids FROM generate_series(1, jsonb_array_length(p_entries)) n;
  INSERT INTO ledger_transactions (id, kind, reason, reference, created_by, created_at)
  SELECT transaction_ids[e.ord], e.value ->> 'kind', e.value ->> 'reason', e.value ->> 'reference', (e.value ->> 'createdBy')::bigint, (e.value ->> 'at')::timestamptz
  FROM jsonb_array_elements(p_entries) WITH ORDINALITY e(value, ord);
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
  SELECT transaction_ids[m.entry_no], coalesce(m.account_id, (SELECT a.id FROM coin_accounts a WHERE a.system_name = m.system_name)), m.amount, m.balance_after,
         (p_entries -> (m.entry_no - 1) ->> 'at')::timestamptz
  FROM unnest(m_entry, m_account, m_system, m_amount, m_after) m(entry_no, account_id, system_name, amount, balance_after);
  -- Each user's last balance is the account's.
  SELECT coalesce(array_agg(f.user_id ORDER BY f.user_id), '{}'), coalesce(array_agg(f.balance ORDER BY f.user_id), '{}') INTO user_ids, balances
  FROM (SELECT DISTINCT ON (x.user_id) x.user_id, x.balance FROM unnest(m_user, m_after) WITH ORDINALITY x(user_id, balance, n) WHERE x.user_id IS NOT NULL ORDER BY x.user_id, x.n DESC) f;
  UPDATE coin_accounts a SET balance = f.balance FROM unnest(user_ids, balances) f(user_id, balance) WHERE a.user_id = f.user_id;
END $$;

-- What a plan costs this buyer now: a first purchase (no earlier purchase that cost coins or was
-- itself discounted) gets the operators' first-order discount, rounded up in the buyer's favour;
-- a visitor not signed in is shown the newcomer's price. p_default_percent is the discount until
-- operators set theirs (DEFAULT_PLAN_SETTINGS).
CREATE FUNCTION plan_price_for(p_user_id bigint, p_price bigint, p_default_percent integer) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_price > 0 AND (p_user_id IS NULL OR NOT EXISTS (SELECT 1 FROM plan_purchases b WHERE b.user_id = p_user_id AND (b.price > 0 OR b.first_order)))
      THEN p_price - (p_price * coalesce((SELECT s.first_order_discount_percent FROM plan_settings s), p_default_percent) + 99) / 100
    ELSE p_price
  END
$$;

-- A fan unlocks a plan with coins, at most once, never below a zero balance, under an
-- Idempotency-Key (PlansService.purchase), in one statement. `moved` says coins moved now (not
-- a replayed answer, not a free plan).
CREATE FUNCTION plan_purchase(
  p_user_id bigint, p_plan_id bigint, p_key text, p_request_hash text, p_at timestamptz, p_default_discount_percent integer,
  OUT response jsonb, OUT moved boolean
) LANGUAGE plpgsql AS $$
DECLARE
  plan record;
  balance_before bigint;
  paid_price bigint;
  posted record;
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
  SELECT l.locked_balance INTO balance_before FROM ledger_lock_accounts(ARRAY[p_user_id]) l;
  IF EXISTS (SELECT 1 FROM plan_purchases o WHERE o.plan_id = p_plan_id AND o.user_id = p_user_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'MD409', MESSAGE = 'api.alreadyUnlocked';
  END IF;
  IF plan.result <> 'pending' OR plan.purchase_deadline <= p_at THEN
    RAISE EXCEPTION USING ERRCODE = 'MD409', MESSAGE = 'api.purchaseClosed';
  END IF;
  paid_price := plan_price_for(p_user_id, plan.price, p_default_discount_percent);
  -- A free plan moves no coins: the balance is the one locked above.
  balance_after := balance_before;
  IF paid_price > 0 THEN
    SELECT * INTO posted FROM ledger_post_many(jsonb_build_array(jsonb_build_object(
      'kind', 'purchase', 'reason', 'plan: ' || plan.title, 'reference', 'plan:' || p_plan_id, 'at', p_at,
      'movements', jsonb_build_array(jsonb_build_object('userId', p_user_id, 'amount', -paid_price), jsonb_build_object('system', 'revenue', 'amount', paid_price))
    )));
    purchase_transaction_id := posted.transaction_ids[1];
    balance_after := posted.balances[1];
    moved := true;
  END IF;
  INSERT INTO plan_purchases (plan_id, user_id, price, list_price, first_order, ledger_transaction_id, created_at)
  VALUES (p_plan_id, p_user_id, paid_price, plan.price, plan.price > 0 AND paid_price < plan.price, purchase_transaction_id, p_at)
  RETURNING id INTO purchase_id;
  response := jsonb_build_object('orderId', 'plan-' || purchase_id, 'planId', p_plan_id::text, 'price', paid_price, 'balance', balance_after);
  PERFORM idempotency_answer(p_user_id, p_key, response);
END $$;
