CREATE TABLE "ad_library_misses" (
	"source" text NOT NULL,
	"library_id" text NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_library_misses_source_library_id_pk" PRIMARY KEY("source","library_id")
);
--> statement-breakpoint
CREATE INDEX "ad_library_misses_expires_idx" ON "ad_library_misses" USING btree ("expires_at");