-- payments_post_item_shares: after a statement writes ledger rows, each is posted onto its note's
-- items (payment_item_shares, from the view payment_item_shares_due: item_share of the settled
-- amount and of ledger_exchange_difference) and the items' paid shares move by as much, in the same
-- transaction, under the note's lock that the payment took.
-- Why in SQL: payment_item_shares is derived and the application never writes it; the trigger keeps
-- it equal to every ledger row's spread whoever writes the row (payment, reversal, fee, seed).
-- TypeScript twin: allocateOverItems in src/domain/item-allocation.ts and exchangeDifference in
-- src/domain/exchange-difference.ts; tests/server/sql-twins.test.ts and the reconciliation tests in
-- tests/server/reports-money.test.ts recompute the postings with them.
-- History: migration 0019.
CREATE OR REPLACE FUNCTION payments_post_item_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_item_shares SELECT * FROM payment_item_shares_due WHERE payment_key IN (SELECT key FROM inserted);
  UPDATE tax_note_items i SET paid_share = coalesce(i.paid_share, 0) + s.paid
  FROM (
    SELECT item_key, sum(settled_share) AS paid FROM payment_item_shares WHERE payment_key IN (SELECT key FROM inserted) GROUP BY item_key
  ) s
  WHERE i.key = s.item_key;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER payments_item_shares AFTER INSERT ON payments
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION payments_post_item_shares();
