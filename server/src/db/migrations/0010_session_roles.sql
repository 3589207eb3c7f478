-- A session acts in a (company, role) only while the person holds it (issue 22). plugins/session.ts
-- checks it on every request against the memberships read with the session; this migration makes
-- the database keep the session rows true as well, whatever writes the change.
--
-- `session_actor` (0005) also says whether the person acting through a session as someone else
-- (LoginAsUser) may still do so: they are active and still hold the platform's systemManager role.
CREATE OR REPLACE FUNCTION session_actor(session_token_hash text, valid_at timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  actor json;
BEGIN
  SELECT json_build_object(
    'session', row_to_json(s),
    'user', row_to_json(u),
    'company', CASE WHEN c.id IS NULL THEN NULL ELSE row_to_json(c) END,
    'active_in_company', e.is_active IS NOT FALSE,
    'impersonator', CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object(
      'id', i.id, 'first_name', i.first_name, 'last_name', i.last_name,
      'first_name_en', i.first_name_en, 'last_name_en', i.last_name_en) END,
    'impersonator_may_act', s.impersonator_user_id IS NULL OR (i.is_active AND EXISTS (
      SELECT 1 FROM memberships im
      WHERE im.user_id = i.id AND im.company_id IS NULL AND im.role = 'systemManager')),
    'memberships', (
      SELECT coalesce(json_agg(json_build_object(
        'company_id', m.company_id,
        'role', m.role,
        'company', CASE WHEN mc.id IS NULL THEN NULL ELSE row_to_json(mc) END
      ) ORDER BY mc.title, m.role), '[]'::json)
      FROM memberships m
      LEFT JOIN companies mc ON mc.id = m.company_id
      LEFT JOIN employments me ON me.company_id = m.company_id AND me.user_id = m.user_id
      WHERE m.user_id = s.user_id AND (m.company_id IS NULL OR (mc.is_active AND me.is_active IS NOT FALSE))
    ))
  INTO actor
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN companies c ON c.id = s.company_id
  LEFT JOIN employments e ON e.company_id = s.company_id AND e.user_id = s.user_id
  LEFT JOIN users i ON i.id = s.impersonator_user_id
  WHERE s.token_hash = session_token_hash AND s.expires_at > valid_at
  LIMIT 1;
  RETURN actor;
END
$$;
--> statement-breakpoint
-- A role taken away (its membership deleted, or changed into another) leaves every session that acts
-- in it, in the transaction that takes it: the session keeps its person and has no role (the person
-- chooses again), so a role given back later does not silently come back to a session that lost it.
-- Taking a system manager's platform role also ends every session in which they act as someone else.
-- Done here rather than by the request that next finds the session out of date: a session unused
-- until the role is given back would never be found out of date, and a write made by a request would
-- move the actor version (0009) once more for every copy's kept callers.
--
-- Not deferred (unlike actor_changed): the sessions rows are locked while the statement runs, before
-- the commit locks actor_version, in the order every other writer of sessions takes them (a session
-- row, then at commit the counter), so no two transactions wait on each other in a circle. A role
-- deleted and added back in one transaction is therefore taken: people.repo's setCompanyRoles deletes
-- only the roles that go.
CREATE FUNCTION membership_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id = OLD.user_id AND NEW.company_id IS NOT DISTINCT FROM OLD.company_id
    AND NEW.role = OLD.role THEN
    RETURN NULL;
  END IF;
  UPDATE sessions SET company_id = NULL, role = NULL
    WHERE user_id = OLD.user_id AND company_id IS NOT DISTINCT FROM OLD.company_id AND role = OLD.role;
  IF OLD.role = 'systemManager' THEN
    DELETE FROM sessions WHERE impersonator_user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER memberships_taken AFTER UPDATE OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION membership_taken();
