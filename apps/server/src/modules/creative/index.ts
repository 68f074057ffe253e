/**
 * The creative module's public face (issue 18): the only file of this folder that code outside it imports.
 * - the built-in tagger (decision 182): `tagCopy`, pure, the tags of one content's copy.
 * - the score before saving (decision 185): its service and POST /api/creative/score.
 */
export { registerCreativeScoreRoutes } from './score/score.routes.ts';
export { type CreativeScoreService, createCreativeScoreService } from './score/score.service.ts';
export { lengthOf, type TagCopyInput, tagCopy } from './tagger/tag-copy.ts';
