CREATE TABLE "analytics_data_changes" (
	"user_id" integer NOT NULL,
	"changes" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_data_changes" ADD CONSTRAINT "analytics_data_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_data_changes_user_idx" ON "analytics_data_changes" USING btree ("user_id","changes");--> statement-breakpoint
-- A row per user for every statement that writes something the analytics dashboard reads, in the writing
-- transaction (docs/decisions/163-dashboard-result-cache.md). Inserts only: no writer waits for another.
-- Rows of users being deleted are skipped (their rows go with them).
-- An UPDATE also names the rows as they were (old_rows), so a row moved to another user moves both versions.
CREATE FUNCTION analytics_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_data_changes (user_id)
    SELECT r.user_id FROM (SELECT user_id FROM changed_rows UNION SELECT user_id FROM old_rows) AS r JOIN users AS u ON u.id = r.user_id;
  ELSE
    INSERT INTO analytics_data_changes (user_id)
    SELECT DISTINCT r.user_id FROM changed_rows AS r JOIN users AS u ON u.id = r.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- ad_contents has no user_id: its ad's.
CREATE FUNCTION analytics_contents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_data_changes (user_id)
    SELECT DISTINCT a.user_id FROM (SELECT ad_id FROM changed_rows UNION SELECT ad_id FROM old_rows) AS r
    JOIN ads AS a ON a.id = r.ad_id JOIN users AS u ON u.id = a.user_id;
  ELSE
    INSERT INTO analytics_data_changes (user_id)
    SELECT DISTINCT a.user_id FROM changed_rows AS r JOIN ads AS a ON a.id = r.ad_id JOIN users AS u ON u.id = a.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_data_changes (user_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ad_metrics_daily_analytics_inserted AFTER INSERT ON ad_metrics_daily
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ad_metrics_daily_analytics_updated AFTER UPDATE ON ad_metrics_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ad_metrics_daily_analytics_deleted AFTER DELETE ON ad_metrics_daily
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_analytics_inserted AFTER INSERT ON campaigns
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_analytics_updated AFTER UPDATE ON campaigns
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_analytics_deleted AFTER DELETE ON campaigns
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ads_analytics_inserted AFTER INSERT ON ads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ads_analytics_updated AFTER UPDATE ON ads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ads_analytics_deleted AFTER DELETE ON ads
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ad_contents_analytics_inserted AFTER INSERT ON ad_contents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_contents_changed();
--> statement-breakpoint
CREATE TRIGGER ad_contents_analytics_updated AFTER UPDATE ON ad_contents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_contents_changed();
--> statement-breakpoint
CREATE TRIGGER ad_contents_analytics_deleted AFTER DELETE ON ad_contents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_contents_changed();
--> statement-breakpoint
CREATE TRIGGER ai_calls_analytics_inserted AFTER INSERT ON ai_calls
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ai_calls_analytics_updated AFTER UPDATE ON ai_calls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER ai_calls_analytics_deleted AFTER DELETE ON ai_calls
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER facebook_connections_analytics_inserted AFTER INSERT ON facebook_connections
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER facebook_connections_analytics_updated AFTER UPDATE ON facebook_connections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER facebook_connections_analytics_deleted AFTER DELETE ON facebook_connections
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed();
--> statement-breakpoint
CREATE TRIGGER users_analytics_zone_changed AFTER UPDATE OF time_zone ON users
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION analytics_zone_changed();
