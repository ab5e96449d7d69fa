CREATE TABLE "payment_item_shares" (
	"payment_key" text NOT NULL,
	"item_key" text NOT NULL,
	"note_key" text NOT NULL,
	"project_key" text NOT NULL,
	"payment_date" date NOT NULL,
	"note_created_at" timestamp with time zone NOT NULL,
	"note_tax_type" text,
	"note_zone" text,
	"account" text NOT NULL,
	"nomenclature_item_key" text NOT NULL,
	"currency" text NOT NULL,
	"settled_share" bigint NOT NULL,
	"exchange_share" bigint NOT NULL,
	CONSTRAINT "payment_item_shares_payment_key_item_key_pk" PRIMARY KEY("payment_key","item_key")
);
--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "note_project_key" text;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "note_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "note_tax_type" text;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "note_zone" text;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "note_currency" text;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "note_kept" boolean;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "amount_share" bigint;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "paid_share" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_item_shares" ADD CONSTRAINT "payment_item_shares_payment_key_payments_key_fk" FOREIGN KEY ("payment_key") REFERENCES "public"."payments"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
--> statement-breakpoint
-- A figure's share for one item (src/domain/item-allocation.ts): cumulative rounding on the
-- figure's absolute value with its sign put back, over the declared amounts in position order
-- (running is the sum up to and including this item, total the note's sum), or over equal
-- weights when every declared amount is zero. Exact numeric: no share is ever rounded twice.
CREATE OR REPLACE FUNCTION item_share(amount bigint, declared bigint, running bigint, total bigint, number integer, count integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (sign(amount::numeric) * CASE WHEN total = 0
    THEN div(abs(amount)::numeric * number, count) - div(abs(amount)::numeric * (number - 1), count)
    ELSE div(abs(amount)::numeric * running, total) - div(abs(amount)::numeric * (running - declared), total) END)::bigint
$$;
--> statement-breakpoint
-- A ledger row's exchange difference (src/domain/exchange-difference.ts): the paid amount at the
-- note's frozen rate, rounded half away from zero, less what it settled. CDF → USD divides in
-- whole numbers (the rate scaled by 10^6) so no decimal quotient is rounded twice.
CREATE OR REPLACE FUNCTION ledger_exchange_difference(paid_currency text, paid_amount bigint, settled_currency text, settled_amount bigint, rate numeric)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN paid_currency = settled_currency THEN 0
    WHEN paid_currency = 'USD' THEN round(paid_amount::numeric * rate) - settled_amount
    ELSE sign(paid_amount::numeric) * div(2 * abs(paid_amount)::numeric * 1000000 + rate * 1000000, 2 * rate * 1000000) - settled_amount
  END)::bigint
$$;
--> statement-breakpoint
-- What each ledger row posts onto each item of its note, by the items' current weights: the one
-- definition the triggers and the fill below insert from.
CREATE VIEW payment_item_shares_due AS
  SELECT p.key AS payment_key, i.key AS item_key, p.note_key, p.project_key, p.payment_date, i.note_created_at, p.note_tax_type, p.note_zone,
    i.account, i.nomenclature_item_key, p.settled_currency AS currency,
    item_share(p.settled_amount, i.declared_amount, i.declared_running, i.declared_total, i.item_number, i.item_count) AS settled_share,
    item_share(ledger_exchange_difference(p.paid_currency, p.paid_amount, p.settled_currency, p.settled_amount, p.note_conversion_rate),
      i.declared_amount, i.declared_running, i.declared_total, i.item_number, i.item_count) AS exchange_share
  FROM payments p JOIN tax_note_items i ON i.note_key = p.note_key;
--> statement-breakpoint
-- After a statement writes items (a new note's, or a late penalty appended to a note): their
-- weights, the note's facts and each item's share of the note's amount; then, for a note the
-- ledger had already paid, its rows posted again over the new items, and each item's paid share.
CREATE OR REPLACE FUNCTION tax_note_items_weigh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tax_note_items i SET declared_running = w.running, declared_total = w.total, item_number = w.number, item_count = w.count
  FROM (
    SELECT s.key, sum(s.declared_amount) OVER so_far AS running, sum(s.declared_amount) OVER note AS total,
      row_number() OVER so_far AS number, count(*) OVER note AS count
    FROM tax_note_items s WHERE s.note_key IN (SELECT DISTINCT note_key FROM inserted)
    WINDOW note AS (PARTITION BY s.note_key), so_far AS (PARTITION BY s.note_key ORDER BY s.position, s.key ROWS UNBOUNDED PRECEDING)
  ) w
  WHERE i.key = w.key AND (i.declared_running, i.declared_total, i.item_number, i.item_count) IS DISTINCT FROM (w.running, w.total, w.number, w.count);
  UPDATE tax_note_items i SET note_project_key = f.project_key, note_created_at = f.created_at, note_tax_type = f.tax_type, note_zone = f.zone,
    note_currency = f.currency, note_kept = f.kept, amount_share = f.share
  FROM (
    SELECT s.key, n.project_key, n.created_at, n.tax_type, n.zone, n.currency, n.lifecycle <> 'rejected' AS kept,
      item_share(n.amount, s.declared_amount, s.declared_running, s.declared_total, s.item_number, s.item_count) AS share
    FROM tax_note_items s JOIN tax_notes n ON n.key = s.note_key WHERE s.note_key IN (SELECT DISTINCT note_key FROM inserted)
  ) f
  WHERE i.key = f.key AND (i.note_project_key, i.note_created_at, i.note_tax_type, i.note_zone, i.note_currency, i.note_kept, i.amount_share)
    IS DISTINCT FROM (f.project_key, f.created_at, f.tax_type, f.zone, f.currency, f.kept, f.share);
  IF EXISTS (SELECT 1 FROM payments p WHERE p.note_key IN (SELECT DISTINCT note_key FROM inserted)) THEN
    DELETE FROM payment_item_shares WHERE note_key IN (SELECT DISTINCT note_key FROM inserted);
    INSERT INTO payment_item_shares SELECT * FROM payment_item_shares_due WHERE note_key IN (SELECT DISTINCT note_key FROM inserted);
  END IF;
  UPDATE tax_note_items i SET paid_share = coalesce(s.paid, 0)
  FROM tax_note_items t LEFT JOIN (
    SELECT item_key, sum(settled_share) AS paid FROM payment_item_shares WHERE note_key IN (SELECT DISTINCT note_key FROM inserted) GROUP BY item_key
  ) s ON s.item_key = t.key
  WHERE t.note_key IN (SELECT DISTINCT note_key FROM inserted) AND i.key = t.key AND i.paid_share IS DISTINCT FROM coalesce(s.paid, 0);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- After a statement writes ledger rows: each posted onto its note's items, and the items' paid
-- shares moved by as much (in the same transaction, under the note's lock that the payment took).
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
--> statement-breakpoint
CREATE TRIGGER payments_item_shares AFTER INSERT ON payments
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION payments_post_item_shares();
--> statement-breakpoint
-- An amendment changes a note's amount and a rejection takes it out of the taxed figures: its
-- items' shares follow. Payments update the note's paid amount only, which this leaves alone.
CREATE OR REPLACE FUNCTION tax_notes_share_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tax_note_items i SET note_kept = NEW.lifecycle <> 'rejected',
    amount_share = item_share(NEW.amount, i.declared_amount, i.declared_running, i.declared_total, i.item_number, i.item_count)
  WHERE i.note_key = NEW.key;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tax_notes_item_shares AFTER UPDATE OF amount, lifecycle ON tax_notes FOR EACH ROW
  WHEN (OLD.amount IS DISTINCT FROM NEW.amount OR (OLD.lifecycle = 'rejected') IS DISTINCT FROM (NEW.lifecycle = 'rejected'))
  EXECUTE FUNCTION tax_notes_share_items();
--> statement-breakpoint
-- The items and ledger rows already written take the same postings once.
UPDATE tax_note_items i SET note_project_key = n.project_key, note_created_at = n.created_at, note_tax_type = n.tax_type, note_zone = n.zone,
  note_currency = n.currency, note_kept = n.lifecycle <> 'rejected', paid_share = 0,
  amount_share = item_share(n.amount, i.declared_amount, i.declared_running, i.declared_total, i.item_number, i.item_count)
FROM tax_notes n WHERE n.key = i.note_key;
--> statement-breakpoint
INSERT INTO payment_item_shares SELECT * FROM payment_item_shares_due;
--> statement-breakpoint
UPDATE tax_note_items i SET paid_share = s.paid
FROM (SELECT item_key, sum(settled_share) AS paid FROM payment_item_shares GROUP BY item_key) s
WHERE i.key = s.item_key;
--> statement-breakpoint
CREATE INDEX "payment_item_shares_date_idx" ON "payment_item_shares" USING btree ("project_key","payment_date","note_created_at","note_zone","note_tax_type","account","nomenclature_item_key","currency","settled_share","exchange_share");--> statement-breakpoint
CREATE INDEX "payment_item_shares_note_idx" ON "payment_item_shares" USING btree ("note_key");--> statement-breakpoint
CREATE INDEX "tax_note_items_report_idx" ON "tax_note_items" USING btree ("note_project_key","note_created_at","note_kept","note_zone","note_tax_type","account","nomenclature_item_key","note_currency","kind","amount_share","paid_share");--> statement-breakpoint
CREATE INDEX "payments_report_period_idx" ON "payments" USING btree ("project_key","payment_date","note_tax_type","note_zone","settled_currency","settled_amount");
