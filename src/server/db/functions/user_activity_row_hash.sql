-- user_activity_row_hash: what a row of the user_activity chain hashes to (ARCHITECTURE.md, "The audit trail's
-- hash chain"): the UTF-8 text of a JSON array (jsonb's own text form, so spacing and escapes are
-- fixed) of the table's name, the previous hash in lower-case hex, then every column as text or
-- null: integers in decimal, doubles in their shortest exact form (extra_float_digits = 1),
-- timestamps in UTC as YYYY-MM-DDTHH:MI:SS.ffffffZ, jsonb as itself (jsonb orders its keys).
-- A column added later is not covered until this function (and a re-chain) says so.
-- Why in SQL: the insert trigger (user_activity_hash_chain) and the verifier must hash the same text, and
-- the trigger runs in the database whatever the insert path.
-- TypeScript twin: none computes the hash; the verifier in src/server/services/audit-chain/
-- (verify-audit-chains.ts) calls this function; tests/server/controls/audit-chain.test.ts.
-- History: migration 0024.
CREATE OR REPLACE FUNCTION user_activity_row_hash(r user_activity) RETURNS bytea
  LANGUAGE sql STABLE PARALLEL SAFE SET extra_float_digits = 1 AS $$
  SELECT sha256(convert_to(jsonb_build_array(
    'user_activity', encode(r.prev_hash, 'hex'), r.project_key, r.chain_seq::text, r.id::text,
    r.user_key, r.user_name, r.method, r.route, r.action, r.status_code::text,
    r.latitude::text, r.longitude::text, r.ip,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8'))
$$;
