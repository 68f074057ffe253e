/**
 * AI tables: each user's own provider keys and models (Settings), and the log of every AI provider
 * call (docs/decisions/040-generation-flow.md describes the call log's columns for analytics).
 */
import { aiProviderIds } from '@ads-creative/contracts/ai';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ads } from './campaigns.ts';
import { users } from './users.ts';

const keyedProviders = aiProviderIds.filter((id) => id !== 'BUILTIN');
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const userAiKeys = pgTable(
  'user_ai_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A provider id other than BUILTIN (which needs no key). */
    provider: text('provider').notNull(),
    /** AES-256-GCM ciphertext of the user's API key (lib/crypto.ts); null when only models are set. */
    apiKeyEnc: text('api_key_enc'),
    /** The user's text model for this provider, overriding the server's. */
    model: text('model'),
    /** The user's image model for this provider, overriding the server's. */
    imageModel: text('image_model'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    check('user_ai_keys_provider_check', sql`${t.provider} in (${inList(keyedProviders)})`),
  ],
);

/**
 * One row per AI provider call (one text generation or one image), successful or not. Append-only;
 * `selected` is the only column ever updated. Read by analytics (cost, latency, error and
 * acceptance rates per provider and model).
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ad the call produced contents for; null for a failed generation (nothing was saved) or a purged preview. */
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    /** 'text' (one call = all variations of a generation) or 'image' (one call = one picture). */
    kind: text('kind').notNull(),
    /** Wall time of the whole call, retries and repair turns included. */
    latencyMs: integer('latency_ms').notNull(),
    /** HTTP requests the call made (1 normally, up to 4 with a retry and a repair turn; 0 when it never started). */
    attempts: integer('attempts').notNull().default(1),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    /** Pictures received (image calls). */
    images: integer('images'),
    /** USD from the price table; null when the model is not priced (unknown, never a guess). */
    costUsd: numeric('cost_usd', { precision: 12, scale: 6 }),
    success: boolean('success').notNull(),
    /** AiProviderError kind (auth, rate_limited, timeout, invalid_output, unavailable, bad_request), 'cancelled' or 'internal'; null on success. */
    errorClass: text('error_class'),
    /** Set once a content this call produced is chosen (saved in the wizard or 'Use This'); never reset. */
    selected: boolean('selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_calls_user_created_idx').on(t.userId, t.createdAt),
    // Serves ON DELETE SET NULL when an ad is deleted.
    index('ai_calls_ad_idx').on(t.adId),
    check('ai_calls_kind_check', sql`${t.kind} in ('text', 'image')`),
  ],
);

export type UserAiKeyRow = typeof userAiKeys.$inferSelect;
export type AiCallRow = typeof aiCalls.$inferSelect;
export type NewAiCall = typeof aiCalls.$inferInsert;
