/**
 * POST /api/creative/score (decision 185): each variation tagged by the built-in tagger, then predicted from the
 * user's own tagged ads (score-model.ts). Another user's campaign is not found; nobody else's results are read.
 */
import type { CreativeScore, CreativeScoreBody } from '@ads-creative/contracts/creative-score';
import { messages } from '@ads-creative/contracts/messages';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { tagCopy } from '../tagger/tag-copy.ts';
import { createScoreRepo } from './score.repo.ts';
import { fitScoreModel, scoreVariations } from './score-model.ts';

export type CreativeScoreService = ReturnType<typeof createCreativeScoreService>;

export function createCreativeScoreService(deps: { db: Db }) {
  const repo = createScoreRepo(deps.db);
  return {
    async score(userId: number, body: CreativeScoreBody): Promise<CreativeScore> {
      if (!(await repo.campaignIsUsers(userId, body.campaignId))) throw notFound(messages.campaignNotFound);
      const fit = fitScoreModel(await repo.taggedAdResults(userId));
      const tags = body.variations.map((v) =>
        tagCopy({ headline: v.headline, primaryText: v.primaryText ?? null, description: v.description, callToAction: v.callToAction }),
      );
      return {
        enoughEvidence: fit.enoughEvidence,
        basis: fit.enoughEvidence ? fit.model.basis : fit.basis,
        scores: scoreVariations(fit, tags),
      };
    },
  };
}
