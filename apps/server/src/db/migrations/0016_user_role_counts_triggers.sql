-- hand-written: lists
-- Keeps user_role_counts exact: after each statement that writes users, every live user it added
-- (a new row not deleted) counts +1 and every live user it took away (an old row not deleted) -1,
-- under the user's role set (sorted, without repeats). Statement-level triggers with transition
-- tables: one write per statement however many rows it touched (a bulk import is one), and none
-- when the statement changed no live role set (a name edit, a sign-in stamp). Soft deletes and
-- restores are updates of deleted_at; role changes move one count to another; hard deletes and
-- TRUNCATE take users away. The counts are read by the unfiltered team and participant directories.
CREATE FUNCTION user_role_counts_key(roles text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_agg(DISTINCT r ORDER BY r), '{}'::text[]) FROM unnest(roles) AS r $$;
--> statement-breakpoint
CREATE FUNCTION user_role_counts_on_write() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Row locks are taken in key order, so two statements counting the same role sets cannot deadlock
  -- on them.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_role_counts AS c (roles, live)
      SELECT user_role_counts_key(n.roles), count(*) FROM new_users n WHERE n.deleted_at IS NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (roles) DO UPDATE SET live = c.live + excluded.live;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_role_counts AS c (roles, live)
      SELECT user_role_counts_key(o.roles), -count(*) FROM old_users o WHERE o.deleted_at IS NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (roles) DO UPDATE SET live = c.live + excluded.live;
  ELSE
    INSERT INTO user_role_counts AS c (roles, live)
      SELECT d.roles, sum(d.delta) FROM (
        SELECT user_role_counts_key(n.roles) AS roles, 1 AS delta FROM new_users n WHERE n.deleted_at IS NULL
        UNION ALL
        SELECT user_role_counts_key(o.roles), -1 FROM old_users o WHERE o.deleted_at IS NULL
      ) AS d
      GROUP BY d.roles HAVING sum(d.delta) <> 0 ORDER BY d.roles
      ON CONFLICT (roles) DO UPDATE SET live = c.live + excluded.live;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION user_role_counts_on_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM user_role_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_role_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION user_role_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION user_role_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION user_role_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_role_counts_on_truncate();
--> statement-breakpoint
-- The users there are now. The triggers above already hold a lock that keeps writers of users out
-- until the migration commits, so no write falls between this count and the triggers.
INSERT INTO user_role_counts (roles, live)
  SELECT user_role_counts_key(roles), count(*) FROM users WHERE deleted_at IS NULL GROUP BY 1;
