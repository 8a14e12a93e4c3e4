-- TRUNCATE skips row triggers, so the append-only rule needs its own statement-level trigger.
CREATE FUNCTION "activity_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: it cannot be truncated';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate" BEFORE TRUNCATE ON "activity_log" FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_no_truncate"();
