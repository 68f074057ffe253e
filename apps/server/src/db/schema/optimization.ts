/**
 * The optimization center's storage (issue 10, docs/optimization.md, decision 103):
 * - optimization_settings: one row per user (spec 2 §3 Optimization settings and decision 100's extensions),
 *   and when the engine last ran for them (the per-user frequency job reads it).
 * - recommendations: what the engine proposed and what became of it. One open (PENDING, SCHEDULED,
 *   ACCEPTED) recommendation per user, type and target, enforced by a partial unique index. Applying
 *   stores the before- and after-state (undo within 7 days compares the object with the after-state);
 *   a failed application keeps the status and records the failure.
 * - recommendation_impacts: the measured result 7 and 14 days after implementation.
 * - campaign_delivery_schedules: the weekdays an applied AD_SCHEDULING recommendation keeps a campaign off
 *   (decision 155); a job pauses and resumes the campaign by them.
 * - user_notifications: what the server did on its own (an automatic or scheduled change applied or failed,
 *   a recommendation about to expire); the web app adds them to its toast history (the bell).
 */

import type { Weekday } from '@ads-creative/contracts/campaigns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { users } from './users.ts';

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const optimizationSettings = pgTable(
  'optimization_settings',
  {
    userId: userId().primaryKey(),
    frequency: text('frequency').notNull().default('daily'),
    minConfidence: doublePrecision('min_confidence').notNull().default(0.7),
    autoAccept: boolean('auto_accept').notNull().default(false),
    excludedTypes: jsonb('excluded_types').$type<string[]>().notNull().default([]),
    targetRoi: doublePrecision('target_roi').notNull().default(0),
    maxBudgetStepPercent: doublePrecision('max_budget_step_percent').notNull().default(20),
    /** When the engine last ran for this user (any trigger); null = never. */
    lastRunAt: at('last_run_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('optimization_settings_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`)],
);

export const recommendations = pgTable(
  'recommendations',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    type: text('type').notNull(),
    /** targetEntity: kind (campaign, ad, provider, content_type, account), id and the name shown. */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull(),
    priority: text('priority').notNull(),
    /** confidence × normalised impact (docs/optimization.md §Priority). */
    score: doublePrecision('score').notNull(),
    status: text('status').notNull().default('PENDING'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** contracts' ExpectedImpact, Evidence and RecommendationAction (null = advice only). */
    expectedImpact: jsonb('expected_impact').notNull(),
    evidence: jsonb('evidence').notNull(),
    action: jsonb('action'),
    /** The campaigns its action changes (the 72 h guardrail and undo look them up). */
    campaignIds: jsonb('campaign_ids').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** SCHEDULED: when the job applies it. */
    scheduledFor: at('scheduled_for'),
    /** When the user (or auto-accept) accepted, dismissed, or it was applied: the engine's decidedAt. */
    decidedAt: at('decided_at'),
    autoAccepted: boolean('auto_accepted').notNull().default(false),
    dismissReason: text('dismiss_reason'),
    dismissComment: text('dismiss_comment'),
    /** Applying: attempts, the last failure (the status stays; the user may retry), the states around it. */
    applyAttempts: integer('apply_attempts').notNull().default(0),
    applyError: text('apply_error'),
    applyErrorAt: at('apply_error_at'),
    /** A claim while applying, so two accepts at once apply once. */
    applyingSince: at('applying_since'),
    implementedAt: at('implemented_at'),
    beforeState: jsonb('before_state'),
    afterState: jsonb('after_state'),
    revertedAt: at('reverted_at'),
    /** The user was told it expires within 24 h (notified once). */
    expiryNotifiedAt: at('expiry_notified_at'),
  },
  (t) => [
    uniqueIndex('recommendations_one_open_key')
      .on(t.userId, t.type, t.targetKind, t.targetId)
      .where(sql`${t.status} in ('PENDING', 'SCHEDULED', 'ACCEPTED')`),
    index('recommendations_user_status_idx').on(t.userId, t.status),
    index('recommendations_due_idx').on(t.status, t.scheduledFor),
    index('recommendations_expiry_idx').on(t.status, t.expiresAt),
    check('recommendations_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'DISMISSED', 'IMPLEMENTED', 'SCHEDULED', 'EXPIRED')`),
    check('recommendations_priority_check', sql`${t.priority} in ('HIGH', 'MEDIUM', 'LOW')`),
  ],
);

export const recommendationImpacts = pgTable(
  'recommendation_impacts',
  {
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    horizonDays: integer('horizon_days').notNull(),
    measuredAt: at('measured_at').notNull().defaultNow(),
    /** contracts' MeasuredImpact. */
    metric: text('metric').notNull(),
    verdict: text('verdict').notNull(),
    change: doublePrecision('change'),
    lower: doublePrecision('lower'),
    upper: doublePrecision('upper'),
    level: doublePrecision('level').notNull(),
    method: text('method').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recommendationId, t.horizonDays] })],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** What it is about, e.g. { recommendationId } for a link. */
    data: jsonb('data'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_id_idx').on(t.userId, t.id),
    check('user_notifications_type_check', sql`${t.type} in ('success', 'error', 'warning', 'info')`),
  ],
);

/**
 * A campaign's delivery schedule (decision 155): one per campaign. The job pauses the campaign on an
 * excluded weekday of the user's zone (the ad account's, else the user's own, else UTC:
 * decision 160) and resumes it on the next delivering day, only when the
 * schedule itself paused it and nobody changed the campaign since (its updated_at is still the one the
 * pause left).
 */
export const campaignDeliverySchedules = pgTable(
  'campaign_delivery_schedules',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: userId(),
    excludedDays: jsonb('excluded_days').$type<Weekday[]>().notNull(),
    /** The AD_SCHEDULING recommendation that set it (null once that row is gone). */
    recommendationId: integer('recommendation_id').references(() => recommendations.id, { onDelete: 'set null' }),
    /**
     * The schedule paused the campaign (or is pausing it: set before the campaign is paused, with
     * paused_campaign_updated_at null until the pause is confirmed) and has not resumed or released it yet.
     */
    pausedBySchedule: boolean('paused_by_schedule').notNull().default(false),
    /**
     * The campaign's updated_at right after that pause: a later one means someone changed the campaign since
     * (null while the pause is unconfirmed: then no change is seen and a paused campaign is resumed).
     */
    pausedCampaignUpdatedAt: at('paused_campaign_updated_at'),
    /**
     * The campaign's updated_at right after the schedule's last pause or resume: the engine does not count that
     * change as the campaign's last change (its 72-hour rule is about edits, not day-parting).
     */
    scheduleTouchedCampaignAt: at('schedule_touched_campaign_at'),
    /**
     * The campaign's last change before the schedule's toggles (its updated_at just before the last pause or
     * resume, unless that was itself a toggle's): what the engine counts as its last change while
     * schedule_touched_campaign_at is the campaign's updated_at.
     */
    schedulePriorChangeAt: at('schedule_prior_change_at'),
    /** The day ('YYYY-MM-DD', the user's zone) of the last pause: one pause per run of excluded days. */
    lastPausedOn: text('last_paused_on'),
    /**
     * A tick acting on the schedule holds it until then (a lease): two overlapping ticks (two instances, or
     * one longer than 15 minutes) never act twice on one schedule; a crashed tick's hold runs out.
     */
    claimedUntil: at('claimed_until'),
    /** The last failure to pause or resume (told to the user once, until it changes or succeeds). */
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('campaign_delivery_schedules_user_idx').on(t.userId)],
);
