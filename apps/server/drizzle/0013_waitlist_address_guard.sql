-- No account moves to an address waiting on the waitlist, and no address with an account joins it,
-- even when both happen at once: each side takes a lock on the address (held to the end of its
-- transaction) and then looks at the other table, so the second waits for the first and sees it.
-- Refused as a unique violation on the address, named by the constraint the server reads.
CREATE FUNCTION "email_not_waitlisted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('study-well:email:' || NEW.email, 0));
  IF EXISTS (SELECT 1 FROM "waitlist" WHERE "waitlist"."email" = NEW.email) THEN
    RAISE EXCEPTION 'the address % is on the waitlist', NEW.email
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_email_waitlisted';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_email_not_waitlisted" BEFORE UPDATE OF "email" ON "users" FOR EACH ROW
  WHEN (NEW.email IS DISTINCT FROM OLD.email) EXECUTE FUNCTION "email_not_waitlisted"();--> statement-breakpoint
CREATE FUNCTION "waitlist_email_has_no_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('study-well:email:' || NEW.email, 0));
  IF EXISTS (SELECT 1 FROM "users" WHERE "users"."email" = NEW.email) THEN
    RAISE EXCEPTION 'the address % has an account', NEW.email
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'waitlist_email_has_account';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "waitlist_email_has_no_account" BEFORE INSERT OR UPDATE OF "email" ON "waitlist" FOR EACH ROW
  EXECUTE FUNCTION "waitlist_email_has_no_account"();
