/**
 * The Marketing API calls the app makes for a connected user: ad accounts and pages, the five
 * publishing objects, look-up by name (to resume a publish without duplicates), status and budget
 * updates, lead forms. A thin typed layer over graph-client.ts; no decisions here.
 */
import type { GraphClient, GraphParams } from './graph-client.ts';

export interface FbAdAccount {
  id: string;
  account_id: string;
  name: string;
  currency: string;
  account_status: number;
  timezone_name: string;
}

export interface FbPage {
  id: string;
  name: string;
}

export interface FbObjectState {
  id: string;
  name?: string;
  status?: string;
  effective_status?: string;
  daily_budget?: string;
  lifetime_budget?: string;
}

/** A published ad's delivery as Facebook reports it (effective_status, review feedback, issues). */
export interface FbAdDelivery {
  id: string;
  effective_status?: string;
  /** `global`: { policy title: explanation } when the review disapproved the ad. */
  ad_review_feedback?: { global?: Record<string, string> };
  issues_info?: { error_message?: string; error_summary?: string }[];
}

export type PublishEdge = 'campaigns' | 'adsets' | 'adcreatives' | 'ads';

/** How many pages of a name look-up are read before giving up (the filter should leave one object). */
export const NAME_LOOKUP_PAGES = 5;

/** What the app changes on a published ad set: the budget (minor units), the end (ISO time; 0 removes it) and delivery. */
export interface AdSetUpdate {
  daily_budget?: number;
  lifetime_budget?: number;
  end_time?: string | 0;
  status?: 'ACTIVE' | 'PAUSED';
}

/** What the app changes on a published campaign. */
export interface CampaignUpdate {
  status?: 'ACTIVE' | 'PAUSED';
}

async function all<T>(pages: AsyncGenerator<T[]>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pages) items.push(...page);
  return items;
}

export function createMarketingApi(graph: GraphClient) {
  return {
    adAccounts: (token: string) =>
      all(
        graph.pages<FbAdAccount>('/me/adaccounts', token, { fields: 'account_id,name,currency,account_status,timezone_name', limit: 100 }),
      ),
    pages: (token: string) => all(graph.pages<FbPage>('/me/accounts', token, { fields: 'id,name', limit: 100 })),
    leadForms: (token: string, pageId: string) =>
      all(graph.pages<{ id: string; name: string; status: string }>(`/${pageId}/leadgen_forms`, token, { fields: 'id,name,status' })),

    /** Creates a campaign, ad set, creative or ad under the account; its id. */
    async create(token: string, accountId: string, edge: PublishEdge, params: GraphParams): Promise<string> {
      return (await graph.post<{ id: string }>(`/act_${accountId}/${edge}`, token, params)).id;
    },
    /**
     * An object of that exact name under the account, if one exists (a publish that died before storing its id).
     * Only an exact match counts, whatever the list returns (a filter ignored or matching loosely must not make
     * a publish adopt a look-alike; decision 176); at most NAME_LOOKUP_PAGES pages are read.
     */
    async findByName(token: string, accountId: string, edge: PublishEdge, name: string): Promise<string | undefined> {
      const pages = graph.pages<{ id: string; name?: string }>(`/act_${accountId}/${edge}`, token, {
        fields: 'id,name',
        filtering: [{ field: 'name', operator: 'EQUAL', value: name }],
        limit: 100,
      });
      let read = 0;
      for await (const page of pages) {
        const exact = page.find((o) => o.name === name);
        if (exact) return exact.id;
        if (++read >= NAME_LOOKUP_PAGES) return undefined;
      }
      return undefined;
    },
    /** Uploads an image's bytes; its hash for creatives. Uploading the same bytes again gives the same hash. */
    async uploadImage(token: string, accountId: string, bytes: Buffer): Promise<string> {
      const body = await graph.post<{ images: Record<string, { hash: string }> }>(`/act_${accountId}/adimages`, token, {
        bytes: bytes.toString('base64'),
      });
      const hash = Object.values(body.images ?? {})[0]?.hash;
      if (!hash) throw new Error('Facebook returned no image hash');
      return hash;
    },
    /**
     * Changes fields of a campaign, ad set or ad (status, daily_budget, lifetime_budget). `adAccountId`, the
     * account the object is in, keeps the call out of a known rate-limit block of that account (decision 177).
     */
    update: (token: string, objectId: string, fields: GraphParams, adAccountId?: string) =>
      graph.post<{ success: boolean }>(`/${objectId}`, token, fields, { adAccountId }),
    updateAdSet: (token: string, adSetId: string, fields: AdSetUpdate, adAccountId?: string) =>
      graph.post<{ success: boolean }>(`/${adSetId}`, token, { ...fields }, { adAccountId }),
    updateCampaign: (token: string, campaignId: string, fields: CampaignUpdate, adAccountId?: string) =>
      graph.post<{ success: boolean }>(`/${campaignId}`, token, { ...fields }, { adAccountId }),
    /** Every ad of the account with its delivery (one paged read, however many ads). */
    adDeliveries: (token: string, accountId: string) =>
      all(
        graph.pages<FbAdDelivery>(`/act_${accountId}/ads`, token, {
          fields: 'id,effective_status,ad_review_feedback,issues_info',
          limit: 500,
        }),
      ),
    state: (token: string, objectId: string, adAccountId?: string) =>
      graph.get<FbObjectState>(
        `/${objectId}`,
        token,
        { fields: 'id,name,status,effective_status,daily_budget,lifetime_budget' },
        { adAccountId },
      ),
  };
}

export type MarketingApi = ReturnType<typeof createMarketingApi>;
