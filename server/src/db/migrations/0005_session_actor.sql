-- Everything a signed-in request needs of its caller, found by the session cookie's hash: the
-- session, its user, its company, whether the person is still active there, who is impersonating,
-- and the person's memberships (the rule of auth.repo.ts's listMemberships: a company role counts
-- only while the company is active and the person is active in it), as one JSON value.
-- plugins/session.repo.ts calls it on every signed-in request. It is PL/pgSQL because PL/pgSQL keeps
-- the plan of its query for the connection: PGlite prepares nothing between calls and would
-- otherwise parse and plan these six joins on every request (docs/decisions/016). Rows are
-- row_to_json's (column names as in the tables), so a column added to one of them comes along.
CREATE FUNCTION session_actor(session_token_hash text, valid_at timestamptz) RETURNS json
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
