/**
 * The tags every write of the ads module stores with its rows (decision 183): the ports that read copy and name
 * the AI provider of a text call, and the helpers the service, the drafts and the backfill share.
 */
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import type { Db } from '../../db/client.ts';
import { contentFields, type ProvidersOfCalls, type TagCopy, tagsOf } from './ad-tags.ts';

/** What the composition root hands the ads module: the creative module's tagger and the call log's providers. */
export interface AdTagging {
  tagCopy: TagCopy;
  providersOf: ProvidersOfCalls;
}

/** A content as it is written: its copy and pictures, its text call, its tags before this write (if any). */
export interface ContentToTag {
  title?: string | null;
  body?: string | null;
  description?: string | null;
  callToAction?: string | null;
  imageUrl?: string | null;
  mediaFileUrl?: string | null;
  textCallId?: number | null;
  tags?: CreativeTags | null;
}

export function createTagWrites(ports: AdTagging) {
  const fieldsOf = (c: ContentToTag) =>
    contentFields({
      title: c.title ?? null,
      body: c.body ?? null,
      description: c.description ?? null,
      callToAction: c.callToAction ?? null,
      imageUrl: c.imageUrl ?? null,
      mediaFileUrl: c.mediaFileUrl ?? null,
    });
  /**
   * The contents with their tags (re-read from the copy; angles the user set kept); the provider is the AI provider of
   * each one's text call, read with `db` (a transaction sees the calls it recorded), null for copy no call wrote.
   */
  async function contents<T extends ContentToTag>(db: Db, rows: T[]): Promise<(T & { tags: CreativeTags })[]> {
    const callIds = rows.flatMap((r) => (typeof r.textCallId === 'number' ? [r.textCallId] : []));
    const providers = callIds.length > 0 ? await ports.providersOf(db, callIds) : new Map<number, string>();
    return rows.map((r) => ({
      ...r,
      tags: tagsOf(ports.tagCopy, fieldsOf(r), typeof r.textCallId === 'number' ? (providers.get(r.textCallId) ?? null) : null, r.tags),
    }));
  }
  return {
    contents,
    /** One content's tags, as `contents` makes them. */
    async content(db: Db, row: ContentToTag): Promise<CreativeTags> {
      const [tagged] = await contents(db, [row]);
      if (!tagged) throw new Error('unreachable: one content tagged, none returned');
      return tagged.tags;
    },
    tagCopy: ports.tagCopy,
  };
}
export type TagWrites = ReturnType<typeof createTagWrites>;
