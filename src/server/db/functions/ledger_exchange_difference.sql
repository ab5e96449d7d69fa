-- ledger_exchange_difference: a ledger row's exchange difference, the paid amount at the note's
-- frozen rate, rounded half away from zero, less what it settled, in the note's currency. CDF → USD
-- divides in whole numbers (the rate scaled by 10^6) so no decimal quotient is rounded twice.
-- Why in SQL: each ledger row's difference is posted onto its note's items as the row is written
-- (the view payment_item_shares_due, read by the payment triggers).
-- TypeScript twin: exchangeDifference in src/domain/exchange-difference.ts (convertMinor in
-- src/domain/money.ts); tests/server/sql-twins.test.ts expects the same answers.
-- History: migration 0019.
CREATE OR REPLACE FUNCTION ledger_exchange_difference(paid_currency text, paid_amount bigint, settled_currency text, settled_amount bigint, rate numeric)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN paid_currency = settled_currency THEN 0
    WHEN paid_currency = 'USD' THEN round(paid_amount::numeric * rate) - settled_amount
    ELSE sign(paid_amount::numeric) * div(2 * abs(paid_amount)::numeric * 1000000 + rate * 1000000, 2 * rate * 1000000) - settled_amount
  END)::bigint
$$;
