-- sign_up_facts in PL/pgSQL (issue 26; docs/benchmarks.md "PGlite's cost per statement"): the
-- same read and the same answer as in 0010, but a PL/pgSQL function keeps its statement's plan for
-- the connection, where a SQL function's body is planned again at every call (about 0.09 ms of a
-- sign-up's read on PGlite). STABLE as before: inside sign_up_write it reads with the snapshot of
-- the statement that calls it, taken after the locks.
CREATE OR REPLACE FUNCTION sign_up_facts(p_student text, p_excursion text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_facts jsonb;
BEGIN
  SELECT decided || jsonb_build_object(
      'fingerprint', md5(decided::text),
      'subscribed', (SELECT count(*) FROM subscriptions s WHERE s.excursion_id = p_excursion),
      'placed', (SELECT count(*) FROM subscriptions s
        WHERE s.excursion_id = p_excursion AND s.placed_via IS NOT NULL))
  INTO v_facts
  FROM (
    SELECT jsonb_build_object(
      'excursion', to_jsonb(e),
      'siblings', (SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.timestamp, s.id), '[]')
        FROM subscriptions s WHERE s.student_id = p_student AND s.scope = e.scope),
      'round', (SELECT to_jsonb(r) FROM rounds r WHERE r.scope = e.scope),
      'profile', (SELECT to_jsonb(p) FROM profiles p WHERE p.user_id = p_student)) AS decided
    FROM excursions e WHERE e.id = p_excursion) f;
  RETURN v_facts;
END
$$;
