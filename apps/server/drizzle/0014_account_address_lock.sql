-- An account's creation takes its address's lock too (the one migration 0013's triggers take), so
-- a join of the same address in the same moment waits for the account and is refused, rather than
-- missing it because it was not yet committed. It refuses nothing itself: a waitlisted person may
-- still sign up on their own (the entry's activation then says they registered meanwhile).
-- Activation takes the lock before it deletes the entry, so the two cannot wait on each other.
CREATE FUNCTION "account_address_lock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('study-well:email:' || NEW.email, 0));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_email_locked" BEFORE INSERT ON "users" FOR EACH ROW
  EXECUTE FUNCTION "account_address_lock"();
