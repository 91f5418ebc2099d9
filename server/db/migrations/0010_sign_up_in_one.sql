-- A sign-up in one statement (issue 26; docs/benchmarks.md "A sign-up in one statement").
--
-- sign_up_facts: what a sign-up is decided on, as one JSON value: the excursion, the student's
-- subscriptions in its scope, its round and the student's profile (with their fingerprint), and
-- the excursion's counts. The one home of this read: SqlTx.signUpFacts and sign_up_write use it.
CREATE OR REPLACE FUNCTION sign_up_facts(p_student text, p_excursion text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT decided || jsonb_build_object(
      'fingerprint', md5(decided::text),
      'subscribed', (SELECT count(*) FROM subscriptions s WHERE s.excursion_id = p_excursion),
      'placed', (SELECT count(*) FROM subscriptions s
        WHERE s.excursion_id = p_excursion AND s.placed_via IS NOT NULL))
  FROM (
    SELECT jsonb_build_object(
      'excursion', to_jsonb(e),
      'siblings', (SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.timestamp, s.id), '[]')
        FROM subscriptions s WHERE s.student_id = p_student AND s.scope = e.scope),
      'round', (SELECT to_jsonb(r) FROM rounds r WHERE r.scope = e.scope),
      'profile', (SELECT to_jsonb(p) FROM profiles p WHERE p.user_id = p_student)) AS decided
    FROM excursions e WHERE e.id = p_excursion) f
$$;
--> statement-breakpoint
-- raise_versions: the polled lists' versions raised, on one stripe (SqlTx.finish, sign_up_write).
-- A stripe starts at a random value: a database emptied and filled again never repeats a tag.
CREATE OR REPLACE FUNCTION raise_versions(p_lists text[], p_stripe integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO data_versions (scope, stripe, version)
  SELECT list, p_stripe, 1 + floor(random() * 1073741824)::bigint FROM unnest(p_lists) list
  ON CONFLICT (scope, stripe) DO UPDATE SET version = data_versions.version + 1
$$;
--> statement-breakpoint
-- sign_up_write: a new subscription, decided by the server's rule on facts read before, written
-- only if that decision still stands. Under the student's and the excursion's row locks (in the
-- order every transaction takes them) the facts are read again, with a snapshot taken after the
-- locks (each statement of a PL/pgSQL function takes its own). If their fingerprint is the one
-- decided on and the count the capacity is held against (p_count: 'subscribed' or 'placed', or
-- null) is still under p_capacity, the row, its audit entry and the lists' versions are written
-- and NULL is answered. Otherwise nothing is written and the facts now are answered, for the rule
-- to decide again. p_row and p_audit hold every column by its SQL name (the audit's id aside).
CREATE OR REPLACE FUNCTION sign_up_write(
  p_fingerprint text, p_count text, p_capacity integer, p_row jsonb, p_audit jsonb,
  p_lists text[], p_stripe integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_student text := p_row->>'student_id';
  v_excursion text := p_row->>'excursion_id';
  v_facts jsonb;
BEGIN
  PERFORM 1 FROM users WHERE id = v_student FOR UPDATE;
  PERFORM 1 FROM excursions WHERE id = v_excursion FOR UPDATE;
  v_facts := sign_up_facts(v_student, v_excursion);
  IF v_facts IS NULL OR v_facts->>'fingerprint' <> p_fingerprint
      OR (p_count IS NOT NULL AND (v_facts->>p_count)::integer >= p_capacity) THEN
    RETURN jsonb_build_object('facts', v_facts);
  END IF;
  INSERT INTO subscriptions SELECT * FROM jsonb_populate_record(NULL::subscriptions, p_row);
  INSERT INTO audit_log SELECT * FROM jsonb_populate_record(NULL::audit_log,
    p_audit || jsonb_build_object('id', nextval(pg_get_serial_sequence('audit_log', 'id'))));
  PERFORM raise_versions(p_lists, p_stripe);
  RETURN NULL;
END
$$;
