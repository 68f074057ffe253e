-- Decision 174: the app's own media files were stored as absolute URLs, under PUBLIC_URL
-- (http://localhost:3000/api/media/<key>) or S3_PUBLIC_URL (https://cdn.example.com/<key>), so opening
-- the app on another host or port, or moving the bucket, broke every stored picture. Columns now keep
-- the media path /api/media/<key>, and the URL is made when answering. A URL is rewritten when it is the
-- media route on any origin, or when it ends with a key of its ad owner's own media files (the
-- S3_PUBLIC_URL form); any other URL (a picture elsewhere that a user typed in) stays as it is.
UPDATE "ads" SET "image_url" = '/api/media/' || substring("image_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
WHERE "image_url" ~ '^https?://[^/?#]+/api/media/[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$'
  OR ("image_url" ~ '^https?://' AND EXISTS (
    SELECT 1 FROM "media" m WHERE m."user_id" = "ads"."user_id" AND m."key" = substring("ads"."image_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
  ));
--> statement-breakpoint
UPDATE "ads" SET "media_file_url" = '/api/media/' || substring("media_file_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
WHERE "media_file_url" ~ '^https?://[^/?#]+/api/media/[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$'
  OR ("media_file_url" ~ '^https?://' AND EXISTS (
    SELECT 1 FROM "media" m WHERE m."user_id" = "ads"."user_id" AND m."key" = substring("ads"."media_file_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
  ));
--> statement-breakpoint
UPDATE "ad_contents" SET "image_url" = '/api/media/' || substring("image_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
WHERE "image_url" ~ '^https?://[^/?#]+/api/media/[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$'
  OR ("image_url" ~ '^https?://' AND EXISTS (
    SELECT 1 FROM "media" m WHERE m."user_id" = (SELECT a."user_id" FROM "ads" a WHERE a."id" = "ad_contents"."ad_id") AND m."key" = substring("ad_contents"."image_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
  ));
--> statement-breakpoint
UPDATE "ad_contents" SET "media_file_url" = '/api/media/' || substring("media_file_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
WHERE "media_file_url" ~ '^https?://[^/?#]+/api/media/[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$'
  OR ("media_file_url" ~ '^https?://' AND EXISTS (
    SELECT 1 FROM "media" m WHERE m."user_id" = (SELECT a."user_id" FROM "ads" a WHERE a."id" = "ad_contents"."ad_id") AND m."key" = substring("ad_contents"."media_file_url" from '[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:png|jpg|webp|gif)$')
  ));
