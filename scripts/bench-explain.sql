-- EXPLAIN (ANALYZE) of every list and count query of campaigns, ads and the dashboard, exactly as
-- drizzle sends them (named prepared statements), on the database `npm run bench -- --keep` leaves:
--   psql postgres://postgres@127.0.0.1:5432/ads_bench -f scripts/bench-explain.sql
-- force_generic_plan shows the plan a pooled connection settles on after a few executions, the one
-- that has to stay on indexes whatever the parameters are. User 1 is the benchmark's user; campaign
-- 2500 is one of its campaigns (20 ads).
set plan_cache_mode = force_generic_plan;

prepare campaigns_list(int, int, int) as
select "id", "user_id", "name", "objective", "status", "budget_type", "daily_budget", "total_budget", "target_audience", "start_date", "end_date", "created_at", "updated_at",
       (select count(*)::int from "ads" as a where a.campaign_id = "campaigns".id and not a.is_preview)
from "campaigns" where "campaigns"."user_id" = $1 order by "campaigns"."created_at" desc, "campaigns"."id" desc limit $2 offset $3;
prepare campaigns_total(int) as
select count(*) from "campaigns" where "campaigns"."user_id" = $1;
prepare campaigns_count(int) as
select count(*), count(*) filter (where "status" = 'ACTIVE') from "campaigns" where "campaigns"."user_id" = $1;
prepare ads_list(int, int, int) as
select "ads"."id", "ads"."user_id", "ads"."campaign_id", "ads"."name", "ads"."ad_type", "ads"."status", "ads"."headline", "ads"."description", "ads"."primary_text", "ads"."call_to_action", "ads"."image_url", "ads"."media_file_url", "ads"."video_url", "ads"."fb_ad_id", "ads"."is_preview", "ads"."created_at", "ads"."updated_at", "campaigns"."name"
from "ads" left join "campaigns" on "campaigns"."id" = "ads"."campaign_id"
where "ads"."id" = any(array((select "id" from "ads" where ("ads"."user_id" = $1 and not "ads"."is_preview") order by "ads"."created_at" desc, "ads"."id" desc limit $2 offset $3)))
order by "ads"."created_at" desc, "ads"."id" desc;
prepare ads_total(int) as
select count(*) from "ads" where ("ads"."user_id" = $1 and not "ads"."is_preview");
prepare ads_count(int) as
select count(*), count(*) filter (where "status" = 'ACTIVE') from "ads" where ("ads"."user_id" = $1 and not "ads"."is_preview");
prepare ads_list_by_campaign(int, int, int) as
select "ads"."id", "ads"."user_id", "ads"."campaign_id", "ads"."name", "ads"."ad_type", "ads"."status", "ads"."headline", "ads"."description", "ads"."primary_text", "ads"."call_to_action", "ads"."image_url", "ads"."media_file_url", "ads"."video_url", "ads"."fb_ad_id", "ads"."is_preview", "ads"."created_at", "ads"."updated_at", "campaigns"."name"
from "ads" left join "campaigns" on "campaigns"."id" = "ads"."campaign_id"
where "ads"."id" = any(array((select "id" from "ads" where ("ads"."campaign_id" = $1 and not "ads"."is_preview") order by "ads"."created_at" desc, "ads"."id" desc limit $2 offset $3)))
order by "ads"."created_at" desc, "ads"."id" desc;
prepare ads_count_by_campaign(int) as
select count(*) from "ads" where ("ads"."campaign_id" = $1 and not "ads"."is_preview");

\echo '### GET /api/campaigns: campaigns_list(user, 5, 0)'
explain (analyze, buffers, costs off) execute campaigns_list(1, 5, 0);
\echo '### GET /api/campaigns?page=0&size=100: campaigns_list(user, 100, 0)'
explain (analyze, buffers, costs off) execute campaigns_list(1, 100, 0);
\echo '### GET /api/campaigns totalElements: campaigns_total(user)'
explain (analyze, buffers, costs off) execute campaigns_total(1);
\echo '### GET /api/dashboard stats: campaigns_count(user)'
explain (analyze, buffers, costs off) execute campaigns_count(1);
\echo '### GET /api/ads: ads_list(user, 5, 0)'
explain (analyze, buffers, costs off) execute ads_list(1, 5, 0);
\echo '### GET /api/ads?page=3999&size=5 (last page): ads_list(user, 5, 19995)'
explain (analyze, buffers, costs off) execute ads_list(1, 5, 19995);
\echo '### GET /api/ads totalElements: ads_total(user)'
explain (analyze, buffers, costs off) execute ads_total(1);
\echo '### GET /api/dashboard stats: ads_count(user)'
explain (analyze, buffers, costs off) execute ads_count(1);
\echo '### GET /api/ads/campaign/{id}: ads_list_by_campaign(campaign, 100, 0)'
explain (analyze, buffers, costs off) execute ads_list_by_campaign(2500, 100, 0);
\echo '### GET /api/ads/campaign/{id} totalElements: ads_count_by_campaign(campaign)'
explain (analyze, buffers, costs off) execute ads_count_by_campaign(2500);
