-- Every server process caches sessions and user details (auth/account-cache.ts); a change to an account's rows,
-- from any process or tool, tells all of them to forget that account.
CREATE OR REPLACE FUNCTION notify_account_changed() RETURNS trigger AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('account_changed', changed.id);
  ELSE
    PERFORM pg_notify('account_changed', changed.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_account_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_account_changed AFTER UPDATE OF token_hash, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_account_changed();
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_account_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_account_changed();
