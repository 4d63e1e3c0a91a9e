-- Every server process caches who a token's user is and what they may do. Any change to
-- that, by any process or by hand, announces itself on the channel 'masthead_actor' with
-- the user's id ('*' when a role changed), and every listening process forgets it.
CREATE FUNCTION "masthead_notify_actor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('masthead_actor', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('masthead_actor', OLD.id::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('masthead_actor', OLD.user_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('masthead_actor', NEW.user_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_actor" AFTER UPDATE OF "name", "email", "status", "token_version", "is_super_admin" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "masthead_notify_actor"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_notify_actor" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "masthead_notify_actor"();
--> statement-breakpoint
CREATE TRIGGER "roles_notify_actor" AFTER UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_actor"();
