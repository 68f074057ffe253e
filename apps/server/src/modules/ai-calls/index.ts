/**
 * The ai-calls module's public face (decision 171): besides ai-calls.service.ts, the bulk writes of the call log the
 * demo seeder (modules/demo, decision 095) fills and empties an account with, and the providers of calls (the
 * start-up tag backfill's, decision 183).
 */
import type { Db } from '../../db/client.ts';
import type { NewAiCall } from '../../db/schema/ai.ts';
import { createAiCallsRepo } from './ai-calls.repo.ts';

/** Appends the calls; answers their ids in the order given. */
export const insertAiCalls = (db: Db, rows: NewAiCall[]): Promise<number[]> => createAiCallsRepo(db).insertMany(rows);

/** Deletes the user's call log. */
export const deleteAiCallsOfUser = (db: Db, userId: number): Promise<void> => createAiCallsRepo(db).deleteOfUser(userId);

/** The AI provider of each of the calls (the creative tags' provider, decision 183), read with `db`. */
export const providersOfCalls = (db: Db, callIds: number[]): Promise<Map<number, string>> => createAiCallsRepo(db).providers(callIds);
