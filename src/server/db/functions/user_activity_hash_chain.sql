-- user_activity_hash_chain: fills the chain at insert time, whatever the insert says. The rows of one chain
-- take turns on a transaction-scoped advisory lock (two-key form, class 22010, so it never meets
-- the one-key locks of the services); the last row is read after the lock, in a fresh snapshot, so
-- two inserts never share a predecessor (the unique (project, position) constraint would refuse it
-- if they did). The lock is held to the commit: a transaction should append to a chain as late as
-- it can. The trigger is named to fire last among BEFORE INSERT triggers (they fire in name order):
-- the hash must see the row as it will be stored.
-- Why in SQL: no insert path can forget or forge chain_seq, prev_hash and row_hash.
-- TypeScript twin: the verifier in src/server/services/audit-chain/ (verify-audit-chains.ts) walks
-- the chain by the same rules; tests/server/controls/audit-chain.test.ts.
-- History: migration 0024.
CREATE OR REPLACE FUNCTION user_activity_hash_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_position bigint;
  last_hash bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(22010, hashtext('user_activity:' || coalesce(NEW.project_key, '')));
  IF NEW.project_key IS NULL THEN
    SELECT chain_seq, row_hash INTO last_position, last_hash FROM user_activity
      WHERE project_key IS NULL ORDER BY chain_seq DESC LIMIT 1;
  ELSE
    SELECT chain_seq, row_hash INTO last_position, last_hash FROM user_activity
      WHERE project_key = NEW.project_key ORDER BY chain_seq DESC LIMIT 1;
  END IF;
  NEW.chain_seq := coalesce(last_position, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, decode(repeat('00', 32), 'hex'));
  NEW.row_hash := user_activity_row_hash(NEW);
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER zz_user_activity_hash_chain BEFORE INSERT ON user_activity
  FOR EACH ROW EXECUTE FUNCTION user_activity_hash_chain();
