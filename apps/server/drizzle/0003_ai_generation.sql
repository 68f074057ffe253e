CREATE TABLE "ai_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ad_id" integer,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"kind" text NOT NULL,
	"latency_ms" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"images" integer,
	"cost_usd" numeric(12, 6),
	"success" boolean NOT NULL,
	"error_class" text,
	"selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_calls_kind_check" CHECK ("ai_calls"."kind" in ('text', 'image'))
);
--> statement-breakpoint
CREATE TABLE "user_ai_keys" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"api_key_enc" text,
	"model" text,
	"image_model" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ai_keys_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "user_ai_keys_provider_check" CHECK ("user_ai_keys"."provider" in ('OPENAI', 'GEMINI', 'ANTHROPIC', 'HUGGINGFACE', 'FAL_AI', 'STABLE_DIFFUSION'))
);
--> statement-breakpoint
ALTER TABLE "ad_contents" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "ad_contents" ADD COLUMN "call_to_action" text;--> statement-breakpoint
ALTER TABLE "ad_contents" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "ad_contents" ADD COLUMN "media_file_url" text;--> statement-breakpoint
ALTER TABLE "ad_contents" ADD COLUMN "text_call_id" integer;--> statement-breakpoint
ALTER TABLE "ad_contents" ADD COLUMN "image_call_id" integer;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ai_keys" ADD CONSTRAINT "user_ai_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_user_created_idx" ON "ai_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_calls_ad_idx" ON "ai_calls" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "ads_preview_created_idx" ON "ads" USING btree ("created_at") WHERE "ads"."is_preview";