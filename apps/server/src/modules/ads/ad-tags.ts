/**
 * The creative tags an ad or a content is stored with (issue 18, decision 183), decided here and written by the
 * ads module alone, on every write of copy or pictures: the tagger's reading of the copy (a port, the creative
 * module's built-in `tagCopy`, handed over by the composition root), the format from the pictures, the AI provider
 * that wrote the copy, and the user's own angles, kept over every re-tag. Pure: data in, tags out.
 */
import type { Angle, CreativeFormat, CreativeTags } from '@ads-creative/contracts/creative-tags';
import type { Db } from '../../db/client.ts';

/** What the tagger reads (the creative module's TagCopyInput answers it structurally). */
export interface CopyToTag {
  headline: string | null;
  primaryText: string | null;
  description?: string | null;
  callToAction?: string | null;
  format?: CreativeFormat;
  provider?: string | null;
}

/** The port: the tags of one copy. */
export type TagCopy = (copy: CopyToTag) => CreativeTags;

/** The AI provider of each text call (the ai-calls module's port), read with `db` (a transaction sees its own calls); unknown calls are left out. */
export type ProvidersOfCalls = (db: Db, callIds: number[]) => Promise<Map<number, string>>;

/** A row's copy and pictures: an ad's (videoUrl) or a content's (title and body are its headline and primary text). */
export interface TaggedFields {
  headline: string | null;
  primaryText: string | null;
  description: string | null;
  callToAction: string | null;
  imageUrl: string | null;
  mediaFileUrl: string | null;
  videoUrl?: string | null;
}

/** A file name that is a video (uploads are images today; a video URL set by hand or read back may not be). */
const VIDEO_FILE = /\.(mp4|mov|m4v|webm|avi|mkv)([?#]|$)/i;

/** VIDEO with a video, IMAGE with a picture (generated or uploaded), else TEXT. */
export function formatOf(f: Pick<TaggedFields, 'imageUrl' | 'mediaFileUrl' | 'videoUrl'>): CreativeFormat {
  if (f.videoUrl || (f.mediaFileUrl && VIDEO_FILE.test(f.mediaFileUrl))) return 'VIDEO';
  return f.imageUrl || f.mediaFileUrl ? 'IMAGE' : 'TEXT';
}

/**
 * The tags of the fields as they are now. `previous` is the row's tags before this write: angles the user set
 * stay (with `anglesByUser`), whatever the copy now says.
 */
export function tagsOf(tag: TagCopy, fields: TaggedFields, provider: string | null, previous?: CreativeTags | null): CreativeTags {
  const read = tag({
    headline: fields.headline,
    primaryText: fields.primaryText,
    description: fields.description,
    callToAction: fields.callToAction,
    format: formatOf(fields),
    provider,
  });
  return previous?.anglesByUser ? { ...read, angles: previous.angles, anglesByUser: true } : read;
}

/** The user's correction of the angles: kept as theirs from now on. */
export const withUserAngles = (tags: CreativeTags, angles: Angle[]): CreativeTags => ({ ...tags, angles: [...angles], anglesByUser: true });

/** A content row's fields under the ad's names. */
export const contentFields = (c: {
  title: string | null;
  body: string | null;
  description: string | null;
  callToAction: string | null;
  imageUrl: string | null;
  mediaFileUrl: string | null;
}): TaggedFields => ({
  headline: c.title,
  primaryText: c.body,
  description: c.description,
  callToAction: c.callToAction,
  imageUrl: c.imageUrl,
  mediaFileUrl: c.mediaFileUrl,
});
