/**
 * The creative module's public face (issue 18): the only file of this folder that code outside it imports.
 * - the built-in tagger (decision 182): `tagCopy`, pure, the tags of one content's copy.
 */
export { lengthOf, type TagCopyInput, tagCopy } from './tagger/tag-copy.ts';
