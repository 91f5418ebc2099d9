ALTER TABLE "excursions" ADD COLUMN "class_share" integer;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "kept_places" integer;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "kept_classes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "kept_students" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A balanced trip (issue 44; domain/balance.ts): sign_up_facts also counts, at a trip with a class
-- share or kept places, the subscriptions of the student's own class (the profile's grade, as
-- classKey: trimmed, lower case) and those of students outside the trip's kept group (its classes,
-- or its students by login id), each also as placed. A trip without either reads no more than in
-- 0011. The counts are not in the fingerprint: sign_up_write holds them against their limits
-- under the excursion's lock, as it holds the capacity.
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
    || CASE WHEN f.class_share IS NULL AND f.kept_places IS NULL THEN
      '{"class_subscribed":0,"class_placed":0,"outside_subscribed":0,"outside_placed":0}'::jsonb
    ELSE (SELECT jsonb_build_object(
        'class_subscribed', count(*) FILTER (WHERE k.same_class),
        'class_placed', count(*) FILTER (WHERE k.same_class AND k.placed),
        'outside_subscribed', count(*) FILTER (WHERE k.outside),
        'outside_placed', count(*) FILTER (WHERE k.outside AND k.placed))
      FROM (SELECT s.placed_via IS NOT NULL AS placed,
          f.my_class <> '' AND lower(btrim(coalesce(p.grade, ''))) = f.my_class AS same_class,
          NOT (f.kept_students ? u.login_id OR (btrim(coalesce(p.grade, '')) <> '' AND EXISTS (
            SELECT 1 FROM jsonb_array_elements_text(f.kept_classes) c
            WHERE lower(btrim(c)) = lower(btrim(p.grade))))) AS outside
        FROM subscriptions s JOIN users u ON u.id = s.student_id
        LEFT JOIN profiles p ON p.user_id = s.student_id
        WHERE s.excursion_id = p_excursion) k) END
  INTO v_facts
  FROM (
    SELECT jsonb_build_object(
      'excursion', to_jsonb(e),
      'siblings', (SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.timestamp, s.id), '[]')
        FROM subscriptions s WHERE s.student_id = p_student AND s.scope = e.scope),
      'round', (SELECT to_jsonb(r) FROM rounds r WHERE r.scope = e.scope),
      'profile', (SELECT to_jsonb(p) FROM profiles p WHERE p.user_id = p_student)) AS decided,
      e.class_share, e.kept_places, e.kept_classes, e.kept_students,
      (SELECT lower(btrim(p.grade)) FROM profiles p WHERE p.user_id = p_student) AS my_class
    FROM excursions e WHERE e.id = p_excursion) f;
  RETURN v_facts;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS sign_up_write(text, text, integer, jsonb, jsonb, text[], integer);
--> statement-breakpoint
-- sign_up_write as in 0010, with the balance's limits (p_limits: [{count, of}], e.g. the student's
-- class's subscriptions under the class share, those outside the kept group under the places
-- not kept), each held like the capacity: under the locks, the count must still be below it.
CREATE OR REPLACE FUNCTION sign_up_write(
  p_fingerprint text, p_count text, p_capacity integer, p_limits jsonb, p_row jsonb,
  p_audit jsonb, p_lists text[], p_stripe integer) RETURNS jsonb
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
      OR (p_count IS NOT NULL AND (v_facts->>p_count)::integer >= p_capacity)
      OR EXISTS (SELECT 1 FROM jsonb_array_elements(coalesce(p_limits, '[]')) l
        WHERE (v_facts->>(l->>'count'))::integer >= (l->>'of')::integer) THEN
    RETURN jsonb_build_object('facts', v_facts);
  END IF;
  INSERT INTO subscriptions SELECT * FROM jsonb_populate_record(NULL::subscriptions, p_row);
  INSERT INTO audit_log SELECT * FROM jsonb_populate_record(NULL::audit_log,
    p_audit || jsonb_build_object('id', nextval(pg_get_serial_sequence('audit_log', 'id'))));
  PERFORM raise_versions(p_lists, p_stripe);
  RETURN NULL;
END
$$;
